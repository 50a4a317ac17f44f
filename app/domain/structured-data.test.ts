import { describe, expect, it } from "vitest";
import { jsonForScript, listingProductSchema } from "./structured-data";

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
