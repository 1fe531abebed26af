/**
 * The integrations catalogue's figures, added up from its categories rather than typed: the
 * page (integrations.ts) shows them, and sentences in content files name them as
 * {{integrations.total}} and {{integrations.categoryCount}} (registry.ts).
 */
export function integrationFigures(categories: readonly { count: number }[]) {
  return {
    total: categories.reduce((total, category) => total + category.count, 0),
    categoryCount: categories.length,
  };
}
