import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./account";
import {
  currentYear,
  emptyListingForm,
  formValuesFromForm,
  inFormOrder,
  LISTING_MESSAGES,
  ListingSchema,
  listingFormValues,
  listingInputFromForm,
  parseWholeNumber,
} from "./listing-input";
import { chosenPhone } from "./phone-choice";

const valid = {
  name: "Toyota Axio 2016, clean",
  description: "Well kept, one owner, full service history.",
  category: "Vehicles",
  subcategory: "Cars",
  location: "Kisumu",
  type: "sale",
  offer: false,
  regularPrice: 1_250_000,
  sellerName: "Wanjiku",
  businessName: "Wanjiku Motors",
  phoneNumber: "0712345678",
  imageUrls: ["/uploads/listings/abc.webp"],
  attributes: { condition: "Used", make: "Toyota", model: "Axio", year: "2016" },
};

function parse(changes: Record<string, unknown>) {
  return v.safeParse(ListingSchema, { ...valid, ...changes });
}

function errorsOf(changes: Record<string, unknown>): Record<string, string> {
  const result = parse(changes);
  return result.success ? {} : fieldErrors(result.issues);
}

describe("listing schema", () => {
  it("accepts a complete vehicle listing and normalises it", () => {
    const result = parse({});
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output).toMatchObject({
      phoneNumber: "+254712345678",
      condition: "Used",
      attributes: { make: "Toyota", model: "Axio", year: 2016 },
      discountPrice: null,
    });
  });

  it.each([
    [9, false],
    [10, true],
    [62, true],
    [63, false],
  ])("a name of %i characters is %s", (length, ok) => {
    const result = parse({ name: "a".repeat(length) });
    expect(result.success).toBe(ok);
    if (!ok) expect(errorsOf({ name: "a".repeat(length) }).name).toBe(LISTING_MESSAGES.nameLength);
  });

  it("counts the name after trimming", () => {
    expect(parse({ name: `   ${"a".repeat(9)}   ` }).success).toBe(false);
  });

  it.each([
    [49, LISTING_MESSAGES.priceLow],
    [50, null],
    [49_000_000_000, null],
    [49_000_000_001, "Regular price cannot exceed KSh 49,000,000,000"],
  ])("a regular price of %i", (price, message) => {
    expect(errorsOf({ regularPrice: price }).regularPrice ?? null).toBe(message);
  });

  it("requires a regular price", () => {
    expect(errorsOf({ regularPrice: "" }).regularPrice).toBe("Regular price is required");
    expect(errorsOf({ regularPrice: undefined }).regularPrice).toBe("Regular price is required");
    expect(errorsOf({ regularPrice: "cheap" }).regularPrice).toBe(LISTING_MESSAGES.priceNotNumber);
  });

  it("parses number inputs as integers", () => {
    const result = parse({ regularPrice: "1,250,000", attributes: { ...valid.attributes, year: " 2016 " } });
    expect(result.success && result.output.regularPrice).toBe(1_250_000);
    expect(result.success && result.output.attributes.year).toBe(2016);
    expect(parseWholeNumber(" 12 345 ")).toBe(12345);
    expect(parseWholeNumber("1,500.00")).toBe(1500);
    expect(parseWholeNumber("")).toBeNull();
    expect(parseWholeNumber("1e5")).toBeNaN();
  });

  it("refuses cents instead of dropping them: money is whole shillings", () => {
    expect(parseWholeNumber("1500.50")).toBeNaN();
    expect(parseWholeNumber(1500.5)).toBeNaN();
    expect(errorsOf({ regularPrice: "1500.50" }).regularPrice).toBe(LISTING_MESSAGES.priceNotNumber);
    expect(errorsOf({ offer: true, discountPrice: "999.99" }).discountPrice).toBe(LISTING_MESSAGES.priceNotNumber);
    expect(errorsOf({ attributes: { ...valid.attributes, year: "2016.5" } })["attributes.year"]).toBe(LISTING_MESSAGES.yearRange(currentYear()));
  });

  it("reports every field's problem at once, the joined rules too", () => {
    const errors = errorsOf({
      name: "short",
      subcategory: "Land",
      offer: true,
      discountPrice: 2_000_000,
      phoneNumber: "",
      imageUrls: [],
      attributes: { condition: "Refurbished", year: "1800" },
    });
    expect(Object.keys(errors).sort()).toEqual(
      ["attributes.condition", "attributes.year", "discountPrice", "imageUrls", "name", "phoneNumber", "subcategory"].sort(),
    );
    expect(inFormOrder(errors).map(([key]) => key)).toEqual([
      "imageUrls",
      "name",
      "subcategory",
      "attributes.condition",
      "attributes.year",
      "discountPrice",
      "phoneNumber",
    ]);
  });

  it("takes a stored listing back as it is: nulls read as empty", () => {
    const result = parse({ subcategory: null, discountPrice: null, attributes: { ...valid.attributes, condition: null }, condition: null });
    expect(result.success).toBe(true);
    expect(result.success && result.output.subcategory).toBeNull();
    const cleaning = parse({ category: "Animals & Pets", subcategory: null, attributes: {}, condition: "Used" });
    expect(cleaning.success && cleaning.output).toMatchObject({ subcategory: null, condition: "Used", attributes: {} });
  });

  it("wants the discount below the regular price when the listing is an offer", () => {
    expect(errorsOf({ offer: true, discountPrice: 1_250_000 }).discountPrice).toBe("Discount price must be lower than regular price");
    expect(errorsOf({ offer: true, discountPrice: 1_300_000 }).discountPrice).toBe("Discount price must be lower than regular price");
    expect(errorsOf({ offer: true, discountPrice: "" }).discountPrice).toBe(LISTING_MESSAGES.discountRequired);
    const below = parse({ offer: "on", discountPrice: "1,249,999" });
    expect(below.success && below.output.discountPrice).toBe(1_249_999);
  });

  it("ignores the discount when the listing is not an offer", () => {
    const result = parse({ offer: false, discountPrice: 9_999_999_999 });
    expect(result.success && result.output.discountPrice).toBeNull();
    const unticked = parse({ offer: "", discountPrice: "abc" });
    expect(unticked.success && unticked.output.discountPrice).toBeNull();
  });

  it.each(["0712345678", "0112345678", "+254712345678", "254712345678", "+254112345678", "0712 345 678"])("takes the phone %s as +254", (phone) => {
    const result = parse({ phoneNumber: phone });
    expect(result.success && result.output.phoneNumber).toMatch(/^\+254[17]\d{8}$/);
  });

  it.each(["071234567", "07123456789", "0212345678", "+255712345678", "712345678"])("refuses the phone %s", (phone) => {
    expect(errorsOf({ phoneNumber: phone }).phoneNumber).toBe("Please enter a valid Kenyan phone number (e.g., 0712345678 or +254712345678)");
  });

  it("requires description, seller and phone", () => {
    const errors = errorsOf({ description: " ", sellerName: "", businessName: undefined, phoneNumber: "" });
    expect(errors).toMatchObject({
      description: LISTING_MESSAGES.descriptionRequired,
      sellerName: LISTING_MESSAGES.sellerRequired,
      phoneNumber: LISTING_MESSAGES.phoneRequired,
    });
    expect(errors.businessName).toBeUndefined();
  });

  it("takes an empty business name as the seller's own name, as the form's hint says", () => {
    const result = parse({ businessName: "  " });
    expect(result.success && result.output.businessName).toBe(result.success && result.output.sellerName);
  });

  it("wants one to six of our own uploaded images", () => {
    expect(errorsOf({ imageUrls: [] }).imageUrls).toBe("At least one image required");
    const seven = Array.from({ length: 7 }, (_, i) => `/uploads/listings/${i}.webp`);
    expect(errorsOf({ imageUrls: seven }).imageUrls).toBe("Maximum 6 images allowed");
    expect(errorsOf({ imageUrls: ["https://evil.example/x.jpg"] }).imageUrls).toBe(LISTING_MESSAGES.imageInvalid);
    expect(errorsOf({ imageUrls: ["/uploads/../secret.jpg"] }).imageUrls).toBe(LISTING_MESSAGES.imageInvalid);
  });

  it("bounds the vehicle year from 1900 to this year", () => {
    const year = currentYear();
    expect(errorsOf({ attributes: { year: "1899" } })["attributes.year"]).toBe(LISTING_MESSAGES.yearRange(year));
    expect(parse({ attributes: { year: "1900" } }).success).toBe(true);
    expect(parse({ attributes: { year: String(year) } }).success).toBe(true);
    expect(errorsOf({ attributes: { year: String(year + 1) } })["attributes.year"]).toBe(LISTING_MESSAGES.yearRange(year));
  });

  it("bounds bedrooms from a bedsitter to 10 and bathrooms from 1 to 10", () => {
    const property = { category: "Property", subcategory: "Houses" };
    for (const bedsitter of ["0", "Bedsitter", " bedsitter ", 0]) {
      const result = parse({ ...property, attributes: { bedrooms: bedsitter } });
      expect(result.success && result.output.attributes.bedrooms, String(bedsitter)).toBe(0);
    }
    expect(errorsOf({ ...property, attributes: { bedrooms: "11" } })["attributes.bedrooms"]).toBe(LISTING_MESSAGES.bedroomsRange);
    expect(errorsOf({ ...property, attributes: { bathrooms: "0" } })["attributes.bathrooms"]).toBe(LISTING_MESSAGES.roomsRange);
    expect(parse({ ...property, attributes: { bedrooms: "1", bathrooms: "10" } }).success).toBe(true);
    expect(errorsOf({ ...property, attributes: { bathrooms: "11" } })["attributes.bathrooms"]).toBe(LISTING_MESSAGES.roomsRange);
    const result = parse({ ...property, attributes: { bedrooms: "3", parking: "on", condition: "New" } });
    expect(result.success && result.output).toMatchObject({ attributes: { bedrooms: 3, parking: true, furnished: false }, condition: null });
  });

  it("keeps only the chosen category's attributes and allowed conditions", () => {
    expect(errorsOf({ attributes: { condition: "Refurbished" } })["attributes.condition"]).toBe(LISTING_MESSAGES.conditionInvalid);
    const phone = parse({ category: "Electronics", subcategory: "Laptops", attributes: { brand: "Dell", condition: "Refurbished", make: "x" } });
    expect(phone.success && phone.output).toMatchObject({ attributes: { brand: "Dell" }, condition: "Refurbished" });
  });

  it("checks the subcategory against the category, and defaults county and type", () => {
    expect(errorsOf({ subcategory: "Land" }).subcategory).toBe(LISTING_MESSAGES.subcategoryInvalid);
    expect(errorsOf({ category: "Toys" }).category).toBe(LISTING_MESSAGES.categoryRequired);
    const result = parse({ location: "", type: "" });
    expect(result.success && [result.output.location, result.output.type]).toEqual(["Nairobi", "sale"]);
    expect(errorsOf({ location: "Atlantis" }).location).toBe(LISTING_MESSAGES.countyInvalid);
  });

  it("drops fields the seller does not own", () => {
    const result = parse({ userRef: "someone-else", views: 99999, isSellerVerified: true, isHidden: false });
    expect(result.success).toBe(true);
    if (result.success) expect(Object.keys(result.output)).not.toEqual(expect.arrayContaining(["userRef", "views", "isSellerVerified"]));
  });

  it("reads a form's fields", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...valid,
      attributes: undefined,
      imageUrls: undefined,
      regularPrice: "1250000",
      offer: "on",
      discountPrice: "1200000",
    })) {
      if (typeof value === "string") form.append(key, value);
    }
    form.append("attributes.make", "Toyota");
    form.append("imageUrls", "/uploads/listings/a.webp");
    form.append("imageUrls", "/uploads/listings/b.webp");
    const result = v.safeParse(ListingSchema, listingInputFromForm(form));
    expect(result.success && result.output).toMatchObject({
      offer: true,
      discountPrice: 1_200_000,
      attributes: { make: "Toyota" },
      imageUrls: ["/uploads/listings/a.webp", "/uploads/listings/b.webp"],
    });
  });
});

describe("listing form values", () => {
  it("shows a stored listing's prices as create takes them", () => {
    const values = listingFormValues({
      ...valid,
      subcategory: null,
      regularPrice: 1_250_000,
      discountPrice: 1_200_000,
      offer: true,
      condition: "Used",
      attributes: { make: "Toyota", year: 2016 },
    });
    expect(values).toMatchObject({ regularPrice: "1,250,000", discountPrice: "1,200,000", subcategory: "", attributes: { condition: "Used", year: "2016" } });
  });

  it("gives a submitted form back as it was typed", () => {
    const form = new FormData();
    form.append("name", "Two bedroom flat");
    form.append("category", "Property");
    form.append("regularPrice", "25,000.50");
    form.append("attributes.bedrooms", "2");
    form.append("attributes.parking", "on");
    form.append("photos", new File(["x"], "a.jpg"));
    const values = formValuesFromForm(form, ["/uploads/listings/a.webp"]);
    expect(values).toMatchObject({
      ...emptyListingForm(""),
      name: "Two bedroom flat",
      category: "Property",
      regularPrice: "25,000.50",
      attributes: { bedrooms: "2", parking: true },
      imageUrls: ["/uploads/listings/a.webp"],
    });
  });
});

describe("the phone a listing form publishes", () => {
  const formOf = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return form;
  };

  it("is the confirmed number ticked, or the one typed under Use another number", () => {
    expect(chosenPhone(formOf({ phoneChoice: "+254712345678", phoneNumber: "0799 000 111" }))).toBe("+254712345678");
    expect(chosenPhone(formOf({ phoneChoice: "new", phoneNumber: "0799 000 111" }))).toBe("0799 000 111");
    expect(chosenPhone(formOf({ phoneNumber: "0799 000 111" }))).toBe("0799 000 111");
    expect(chosenPhone(formOf({}))).toBe("");
  });

  it("reaches the schema as phoneNumber, and a refused form keeps Use another number", () => {
    const form = formOf({ phoneChoice: "new", phoneNumber: "0799 000 111", phoneCode: "123456" });
    const input = listingInputFromForm(form);
    expect(input.phoneNumber).toBe("0799 000 111");
    expect(input).not.toHaveProperty("phoneChoice");
    expect(input).not.toHaveProperty("phoneCode");
    expect(formValuesFromForm(form, [])).toMatchObject({ phoneNumber: "0799 000 111", phoneChoice: "new" });
  });
});

describe("prices as sellers type them, and the categories' own rules (decision 114)", () => {
  it("reads 45k, 1.5m and KSh 40,000 in the price and the discount, and says plainly what it cannot read", () => {
    const read = (regularPrice: string, discountPrice?: string) => {
      const result = parse({ regularPrice, ...(discountPrice ? { offer: "on", discountPrice } : {}) });
      return result.success ? [result.output.regularPrice, result.output.discountPrice] : null;
    };
    expect(read("1.5m")).toEqual([1_500_000, null]);
    expect(read("45k", "KSh 40,000")).toEqual([45_000, 40_000]);
    expect(read("Ksh 2,500/=")).toEqual([2_500, null]);
    expect(errorsOf({ regularPrice: "about 40k" }).regularPrice).toBe(LISTING_MESSAGES.priceNotNumber);
    expect(LISTING_MESSAGES.priceNotNumber).toBe("Write the price in whole shillings, e.g. 45000, 45k, 1.5m or KSh 40,000 (no cents)");
  });

  it("calls the name Title in its message", () => {
    expect(errorsOf({ name: "TV" }).name).toBe("Title must be 10 to 62 characters");
    expect(errorsOf({ name: "x".repeat(63) }).name).toBe("Title must be 10 to 62 characters");
  });

  it("lets a job, a CV or a service go without a photo, and nothing else", () => {
    for (const category of ["Jobs", "Seeking Work CVs", "Services"]) {
      expect(parse({ category, subcategory: null, attributes: {}, imageUrls: [] }).success, category).toBe(true);
    }
    for (const category of ["Vehicles", "Property", "Fashion", "Animals & Pets", "", "Spaceships"]) {
      expect(errorsOf({ category, subcategory: null, attributes: {}, imageUrls: [] }).imageUrls, category).toBe(LISTING_MESSAGES.imagesRequired);
    }
  });

  it("keeps a job's type, experience and pay period, never for rent, never an offer", () => {
    const result = parse({
      category: "Jobs",
      subcategory: null,
      type: "rent",
      offer: "on",
      discountPrice: "10",
      attributes: { jobType: "Full-time", experience: "1-2 years", payPeriod: "Per day", condition: "Used" },
    });
    expect(result.success && result.output).toMatchObject({
      type: "sale",
      offer: false,
      discountPrice: null,
      condition: null,
      attributes: { jobType: "Full-time", experience: "1-2 years", payPeriod: "Per day" },
    });
    expect(errorsOf({ category: "Jobs", subcategory: null, attributes: { jobType: "Forever" } })["attributes.jobType"]).toBe(
      "Please choose the job type from the list",
    );
  });
});
