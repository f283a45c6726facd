export function FeaturedScreen() { return null; }
