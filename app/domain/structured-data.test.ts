import { describe, expect, it } from "vitest";
import { jsonForScript, listingProductSchema, sellerSchema } from "./structured-data";

const listing = {
  _id: "42",
  name: "Toyota Axio 2016, 1500cc",
  description: "Clean Axio </script><script>alert(1)</script>",
  category: "Vehicles",
  subcategory: "Cars",
  condition: "Used",
  imageUrls: ["/uploads/listings/a.webp"],
  offer: true,
  regularPrice: 1_500_000,
  discountPrice: 1_390_000,
  isAvailable: false,
  location: "Nakuru",
  businessName: "Lakeside Motors",
  sellerName: "Otieno",
};

describe("listingProductSchema", () => {
  it("describes the listing as a Product with a KES Offer at the price a buyer pays", () => {
    const schema = listingProductSchema(listing, "https://sokoni.co.ke");
    expect(schema).toMatchObject({
      "@type": "Product",
      name: "Toyota Axio 2016, 1500cc",
      image: ["https://sokoni.co.ke/uploads/listings/a.webp"],
      url: "https://sokoni.co.ke/listing/42",
      offers: {
        "@type": "Offer",
        priceCurrency: "KES",
        price: 1_390_000,
        availability: "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/UsedCondition",
      },
    });
  });

  it("never lets the listing's text close the script tag", () => {
    const text = jsonForScript(listingProductSchema(listing, "https://sokoni.co.ke"));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).description).toContain("</script>");
  });
});

describe("sellerSchema", () => {
  const seller = { username: 'Otieno "O" </script>', avatar: "/uploads/avatars/o.webp", businessNames: [], rating: { average: null, count: 0 } };

  it("is a Person without a rating until a buyer has reviewed them", () => {
    const schema = sellerSchema(seller, "https://sokoni.co.ke/seller/u1", "https://sokoni.co.ke");
    expect(schema).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: 'Otieno "O" </script>',
      url: "https://sokoni.co.ke/seller/u1",
      image: "https://sokoni.co.ke/uploads/avatars/o.webp",
    });
    const text = jsonForScript(schema);
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe('Otieno "O" </script>');
  });

  it("is an Organization under the one business name, with the rating once there is one", () => {
    const schema = sellerSchema(
      { ...seller, avatar: null, businessNames: ["Lakeside Motors"], rating: { average: 4.5, count: 12 } },
      "https://sokoni.co.ke/seller/u1",
      "https://sokoni.co.ke",
    );
    expect(schema).toMatchObject({
      "@type": "Organization",
      name: "Lakeside Motors",
      alternateName: 'Otieno "O" </script>',
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
    expect(schema).not.toHaveProperty("image");
  });

  it("stays a Person when the seller posts under several business names", () => {
    expect(sellerSchema({ ...seller, businessNames: ["A", "B"] }, "u", "https://sokoni.co.ke")["@type"]).toBe("Person");
  });
});
