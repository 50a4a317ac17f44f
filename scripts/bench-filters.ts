/**
 * The filter mix for `npm run bench`: every filter of the search panel alone and combined,
 * with and without words, under every sort, including the ones the issue measured as slow before
 * (condition + words, Vehicles by price, words by price, rent + Property + county by price).
 * Values are ones the seeded catalogue holds (scripts/seed/listing-templates*.ts), so each query
 * has matches at 100,000 listings. Each entry is the API's query string; `page` is the search page.
 */
export interface MixEntry {
  name: string;
  query: string;
}

export const FILTER_MIX: readonly MixEntry[] = [
  // The four the issue names.
  { name: "condition + words", query: "searchTerm=samsung&condition=Used" },
  { name: "Vehicles by price", query: "category=Vehicles&sort=regularPrice&order=asc" },
  { name: "words by price", query: "searchTerm=apartment&sort=regularPrice&order=asc" },
  { name: "rent + Property + county by price", query: "type=rent&category=Property&location=Nairobi&sort=regularPrice&order=asc" },
  // Vehicles: make, model, year.
  { name: "make", query: "category=Vehicles&make=toyota" },
  { name: "make + model + year range", query: "category=Vehicles&make=toyota&model=probox&yearFrom=2012&yearTo=2018" },
  { name: "make by price, high first", query: "category=Vehicles&make=toyota&sort=regularPrice&order=desc" },
  { name: "make + model by views", query: "category=Vehicles&make=subaru&model=forester&sort=views&order=desc" },
  { name: "year from + county", query: "category=Vehicles&yearFrom=2016&location=Mombasa" },
  { name: "make + words", query: "searchTerm=automatic&category=Vehicles&make=toyota" },
  { name: "make + county + price range", query: "category=Vehicles&make=toyota&location=Nairobi&minPrice=500000&maxPrice=1500000" },
  // Property: bedrooms, bathrooms (at least), furnished, parking.
  { name: "bedrooms", query: "category=Property&bedrooms=2" },
  { name: "bedrooms + furnished + county", query: "category=Property&bedrooms=2&furnished=true&location=Nairobi" },
  { name: "bedrooms + bathrooms + parking by price", query: "category=Property&bedrooms=3&bathrooms=2&parking=true&sort=regularPrice&order=asc" },
  { name: "rent + bedrooms + area", query: "type=rent&category=Property&bedrooms=2&location=Nairobi&area=Kilimani" },
  { name: "furnished + words", query: "searchTerm=apartment&category=Property&furnished=true" },
  // Areas below the county.
  { name: "county + area", query: "location=Nairobi&area=Kilimani" },
  { name: "county + area by price", query: "location=Nairobi&area=Westlands&sort=regularPrice&order=asc" },
  { name: "area + words", query: "searchTerm=apartment&location=Nairobi&area=Kilimani" },
  // Brands and sizes.
  { name: "phone brand", query: "category=Mobile Phones %26 Tablets&brand=samsung" },
  { name: "phone brand by price", query: "category=Mobile Phones %26 Tablets&brand=apple&sort=regularPrice&order=asc" },
  { name: "brand + condition + words", query: "searchTerm=galaxy&category=Mobile Phones %26 Tablets&brand=samsung&condition=Used" },
  { name: "Electronics brand + condition", query: "category=Electronics&brand=hp&condition=Refurbished" },
  { name: "size", query: "category=Fashion&size=40" },
  { name: "size by price", query: "category=Fashion&size=m&sort=regularPrice&order=asc" },
  // Everywhere: condition, For sale / For rent, offers, price, every sort.
  { name: "condition", query: "condition=New" },
  { name: "condition by price", query: "condition=Used&sort=regularPrice&order=asc" },
  { name: "rent", query: "type=rent" },
  { name: "rent by views", query: "type=rent&sort=views&order=desc" },
  { name: "rent + words", query: "searchTerm=house&type=rent" },
  { name: "category by views", query: "category=Electronics&sort=views&order=desc" },
  { name: "words by views", query: "searchTerm=toyota&sort=views&order=desc" },
  { name: "words, newest first", query: "searchTerm=sofa&sort=created_at&order=desc" },
  { name: "words + price range by price", query: "searchTerm=iphone&minPrice=30000&maxPrice=90000&sort=regularPrice&order=asc" },
  { name: "subcategory by price", query: "category=Property&subcategory=Apartments&sort=regularPrice&order=asc" },
  { name: "county + offer by price, high first", query: "location=Nairobi&offer=true&sort=regularPrice&order=desc" },
  { name: "condition + county + category", query: "category=Home, Furniture %26 Appliances&condition=Used&location=Kiambu" },
];
