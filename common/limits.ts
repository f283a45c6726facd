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
  /** RFC 5321's longest address. */
  emailMax: 254,
  categoryNameMax: 60,
  commentUsernameMax: 50,
  commentContentMax: 2000,
  // Issue 20: the newsroom's day (decisions 0064-0069).
  /** The builder saves an opened article to the server at most this often while it changes. */
  autosaveIntervalMs: 30_000,
  /**
   * The largest save sent as a page is closed (fetch keepalive): browsers refuse keepalive bodies
   * over 64 KiB in all; a larger text stays in the device's copy, offered back on reopening (issue 29).
   */
  keepaliveBodyMax: 64 * 1024 - 1024,
  /** The scheduled publisher looks for due articles at least this often in every process. */
  scheduledPublishCheckMs: 30_000,
  correctionNoteMax: 300,
  /** The newest revisions an article's history lists. */
  revisionsListed: 200,
  // Search (issue 19, decisions 0080-0082): a query is cut to its first 200 characters and 8
  // words; the API refuses only what no search box sends (over 1000 characters). The results page
  // shows 10 a page, through the first 1000 results.
  searchQueryMaxChars: 200,
  searchQueryInputMax: 1000,
  searchMaxWords: 8,
  searchPageSize: 10,
  searchMaxResults: 1000,
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

/** Comments and their moderation (issue 22, docs/decisions/0075–0079). */
export const commentLimits = {
  /** Top-level comments on one page of an article, each with all its replies. */
  threadsPerPage: 50,
  /** Replies read with one page of threads at most (a runaway thread can't make a page unbounded). */
  repliesPerPage: 1000,
  reportDetailsMax: 500,
  /** Reports a reader may send in an hour, and an address (a school, an office: several readers). */
  reportsPerReaderPerHour: 20,
  reportsPerAddressPerHour: 60,
  moderationPageSize: 20,
  /** Comments one bulk decision may take. */
  moderationBulkMax: 100,
  moderationReasonMax: 500,
  bannedWordsMax: 500,
  bannedWordMax: 100,
  /** Reader addresses (as keyed hashes) are kept this long, then removed. */
  readerAddressDays: 30,
  /** Open reports listed with a comment in the queue. */
  reportsShownPerComment: 20,
} as const;
