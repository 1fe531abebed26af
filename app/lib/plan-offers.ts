import { site } from "~/content/site";
import type { JsonLd } from "~/lib/meta";

/**
 * schema.org Product with one Offer per plan that has a price, in the currency the page
 * shows (a page in a chosen currency offers that currency): the price per seat and month,
 * billed monthly.
 */
export function planOffersJsonLd(
  offers: { name: string; price: number; currency: string }[],
  url: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: site.name,
    description: site.description,
    brand: { "@type": "Brand", name: site.name },
    offers: offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      price: offer.price,
      priceCurrency: offer.currency,
      url,
    })),
  };
}
