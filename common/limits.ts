/** Business constants and limits of SPEC.md §9 (and the decisions of the issues), in one place. */
export const limits = {
  homePageSize: 5,
  homeSearchMaxResults: 15,
  searchDebounceMs: 300,
  popularCount: 3,
  secondaryCount: 4,
  mobileBreakpointPx: 768,
  registrationRedirectMs: 1000,
  structuredDataBodyChars: 1000,
  metaDescriptionChars: 160,
  articleMaxCategories: 5,
  articleDescriptionMax: 500,
  articleTitleMax: 300,
  headingMax: 300,
  // What a save may carry (issue 17, point 3): far past a 20 000-word article (about 150 000
  // characters in 300–400 paragraphs), and small enough that sanitizing the largest article takes a
  // few tens of milliseconds (npm run bench measures it).
  articleMaxSections: 500,
  sectionContentMax: 100_000,
  articleContentMaxChars: 400_000,
  /** Markup of all paragraphs, counted as "<" characters: every tag, opening or closing. */
  articleMarkupMax: 10_000,
  captionMax: 300,
  readTimeCharsPerMinute: 1200,
  draftDebounceMs: 1000,
  journalistRecentArticles: 5,
  adminPageSize: 10,
  adminDateFilterDebounceMs: 800,
  apiMaxPageSize: 100,
  apiDefaultPageSize: 20,
  avatarMaxBytes: 5 * 1024 * 1024,
  imageUploadMaxBytes: 10 * 1024 * 1024,
  videoUploadMaxBytes: 200 * 1024 * 1024,
  imageVariantWidths: [400, 800, 1200] as const,
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 8,
  passwordMax: 200,
  fullNameMax: 100,
  categoryNameMax: 60,
  commentUsernameMax: 50,
  commentContentMax: 2000,
  // Issue 21: the public face of the newsroom.
  /** An author's short biography on their page (plain text). */
  bioMax: 600,
  /** A picture's alternative text: as long as a title, which the old pictures got as theirs. */
  imageAltMax: 300,
  /** Who took the picture ("Снимка: …"). */
  imageCreditMax: 120,
  /** The author page's list: a page of the author's articles. */
  authorPageSize: 10,
  /** Items of each RSS feed (the site's, an author's, a category's). */
  rssItems: 50,
  sitePageTitleMax: 120,
  /** A publisher's page body, as sanitized HTML. */
  sitePageBodyMax: 60_000,
} as const;
