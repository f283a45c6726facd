export function CategoriesScreen() { return null; }
