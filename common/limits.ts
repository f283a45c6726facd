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
  /** Two-step sign-in (decision 0132): the longest code as typed (with spaces or dashes). */
  twoStepCodeMax: 40,
  /** How long the password step's challenge waits for the code. */
  twoStepChallengeMs: 5 * 60_000,
  /** Backup codes given at a time. */
  twoStepBackupCodes: 10,
  /** Steps of 30 s an app's clock may be off either way. */
  totpDriftSteps: 1,
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
  correctionNoteMax: 300,
  /** A note of an article's review, to its author or to the desk (issue 35, point 2). */
  reviewNoteMax: 2000,
  /** The newest revisions an article's history lists. */
  revisionsListed: 200,
  /** Every revision is kept this long; then the published ones and the last of each day (decision 0103). */
  revisionsKeptDays: 30,
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
  /** Co-authors of one article besides its author (issue 32, decision 0121): a byline stays readable. */
  coAuthorsMax: 5,
  /** The staff a co-author is chosen from, at most (a newsroom's people, not a directory). */
  staffListMax: 1000,
  /** The author page's list: a page of the author's articles. */
  authorPageSize: 10,
  /** Items of each RSS feed (the site's, an author's, a category's). */
  rssItems: 50,
  sitePageTitleMax: 120,
  /** A publisher's page body, as sanitized HTML. */
  sitePageBodyMax: 60_000,
  /** An article's slug in its address (issue 32): Latin letters, digits and hyphens at most this long. */
  articleSlugMax: 80,
  // Issue 32, point 2: tags (етикети), decision 0119.
  /** Tags on one article, counted by their address ("София" and "софия" are one tag). */
  articleMaxTags: 10,
  /** A tag's name, in characters after trimming: two ("ЕС", "AI") to a short phrase. */
  tagNameMin: 2,
  tagNameMax: 40,
  /** A tag's address: a 40-character name in Latin letters (щ is three) fits. */
  tagSlugMax: 120,
  /** Suggestions the builder's tag field shows as a journalist types. */
  tagSuggestions: 8,
  /** A tag page's list. */
  tagPageSize: 10,
  /** Related articles at the end of an article page (issue 32, point 3). */
  relatedArticles: 4,
  // Issue 33: old addresses that answer 301.
  /** A page of the admin screen "Пренасочвания" (one line a redirect). */
  redirectsPageSize: 20,
  /**
   * Old addresses (found or not) each process remembers, and their characters (addresses and
   * targets) at most, about 2 MB: a flood of made-up paths replaces the least used, never grows memory.
   */
  redirectLookupsKept: 10_000,
  redirectLookupCharsKept: 1_000_000,
  /** How long a process trusts what it remembers of the table: other processes' changes show within it. */
  redirectLookupKeptMs: 30_000,
} as const;

/** Comments and their moderation (issue 22, docs/decisions/0075–0079). */
export const commentLimits = {
  /** Top-level comments on one page of an article at most (fewer when they are long: pageChars). */
  threadsPerPage: 50,
  /**
   * What one page of an article's comments may hold, in characters of text (each comment counted
   * with `commentOverheadChars` more for its markup), so a page has a size bound whatever readers
   * post (issue 30, point 7): a page ends once its threads reach it, and each thread counts at
   * least pageChars / threadsPerPage, so a page also never holds more than threadsPerPage threads.
   */
  pageChars: 60_000,
  commentOverheadChars: 300,
  /** The newest replies shown under a thread on the article's page; all of them are on the thread's own page. */
  repliesShownPerThread: 5,
  /** Replies on one page of a thread's own page, oldest first. */
  threadRepliesPerPage: 50,
  /** Replies a thread takes at most; past it the thread is closed to replies (issue 30, point 7). */
  repliesPerThread: 200,
  /** The same text from the same reader or address on the same article (and thread) within this time is a repeat, refused (issue 29, point 11). */
  duplicateWindowMinutes: 10,
  reportDetailsMax: 500,
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

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** A rule of a rate: at most `max` uses in any `windowMs`. */
export type RateRule = { readonly max: number; readonly windowMs: number };

/**
 * Every rate the server enforces (issue 31, point 2), by named strategy: what each counts per (its
 * rules, checked in this order) and how many in what time. Routes name a strategy and the one
 * limiter (server/http/rate-limiter.ts) does the rest: it counts a use before any awaited work, so
 * parallel requests can't slip past (issue 30, point 2), and keys every per-address rule by the
 * address's /64 for IPv6 (issue 30, point 5). Kept per process (docs/SCALING.md).
 */
export const rateLimits = {
  /**
   * Failed sign-ins (issue 17, point 4), in a sliding 15 minutes: one account from one address
   * 10, then that pair waits; one address, any accounts, 30; one account from everywhere (an
   * attack spread over many addresses) 100, then it waits, but only at addresses it has never
   * signed in from, so a stranger cannot lock its owner out from their own address.
   */
  signIn: {
    accountAndAddress: { max: 10, windowMs: 15 * minuteMs },
    address: { max: 30, windowMs: 15 * minuteMs },
    account: { max: 100, windowMs: 15 * minuteMs },
  },
  /** Registrations (any answer) from one address. */
  registration: { address: { max: 20, windowMs: hourMs } },
  /** A person posts a few comments a minute at most; an address may be a newsroom or a school. */
  comment: { reader: { max: 5, windowMs: minuteMs }, address: { max: 30, windowMs: minuteMs } },
  /** Reports of comments, by a reader and by an address (a school, an office: several readers). */
  commentReport: { reader: { max: 20, windowMs: hourMs }, address: { max: 60, windowMs: hourMs } },
  /** Likes of any articles from one address (a flood across articles). */
  like: { address: { max: 60, windowMs: minuteMs } },
  /**
   * New likes of one article from one address in a day, whatever the cookies: one like per reader
   * is the rule, and a script that throws its reader cookie away gets no further than this.
   */
  articleLike: { articleAndAddress: { max: 10, windowMs: 24 * hourMs } },
  /**
   * Views of one article that count from one address in the 30-minute window of a view, whatever
   * the cookies: readers who share an address are rarely that many on one article at once.
   */
  articleView: { articleAndAddress: { max: 30, windowMs: 30 * minuteMs } },
  /**
   * Searches from one address (issue 30, point 3): a reader typing in the search box sends one a
   * pause (300 ms), a results page one a page; a flood from one address stops here, before the
   * database.
   */
  search: { address: { max: 60, windowMs: minuteMs } },
  /**
   * Alerts switched on or off from one address (issue 37, point 4): a browser does it once, a home
   * or an office a few times; a script filling the table with made-up subscriptions stops here.
   */
  pushSubscription: { address: { max: 30, windowMs: hourMs } },
} as const satisfies Record<string, Record<string, RateRule>>;

export type RateLimitStrategy = keyof typeof rateLimits;

/** What one request may carry and cost the server (besides the article and upload limits above). */
export const requestLimits = {
  /** A JSON body of the API (the largest article save is about 450 KB of JSON). */
  apiBodyMaxBytes: 1024 * 1024,
  /** A form a reader posts without JavaScript: the longest name and comment take about 15 KB percent-encoded. */
  formBodyMaxBytes: 64 * 1024,
} as const;

/**
 * Image processing (issue 30, point 6): what one upload may make the server decode, and how many
 * are decoded at once. Decoding is what takes memory (a 7000 × 7000 PNG of 150 KB is 150 MB of
 * pixels), so each process decodes one image at a time with a few waiting their turn, and refuses
 * the rest with "try again" at once, before reading their bytes.
 */
export const imageLimits = {
  /** Pixels of the (first) frame: a 45-megapixel camera's photo passes, a decompression bomb does not. */
  maxPixels: 50_000_000,
  /** The longest side, in pixels (WebP's own limit is 16 383). */
  maxSide: 16_000,
  /** Frames of an animated image (only the first is decoded: the variants are still pictures). */
  maxFrames: 500,
  /** Images decoded at once in one process. */
  concurrent: 1,
  /** Uploads waiting for their turn, each holding its file (at most 10 MB) in memory. */
  waiting: 3,
  /** What a refused upload is told to wait, in seconds. */
  retryAfterSeconds: 5,
} as const;

/** The WordPress import (issue 33): what one file may make the reader hold, and the import's bounds. */
export const wordpressImportLimits = {
  /**
   * Characters of one element's text (a post's content, a comment, …): far past the longest post
   * WordPress itself keeps (MySQL's LONGTEXT aside, a 16 MiB post is already unusable), and small
   * enough that a broken or hostile file never makes the reader gather gigabytes in one string.
   */
  maxTextChars: 16 * 1024 * 1024,
  /** Elements inside one another: an export nests six deep (rss › channel › item › comment › meta › key). */
  maxDepth: 64,
  /** One picture of the old site fetched in this time at most, else reported missing. */
  pictureFetchMs: 20_000,
  /** Pictures of one article fetched at once. */
  pictureFetchesAtOnce: 4,
  /** Lines of the report kept (a larger archive's report says how many more). */
  reportLinesMax: 5_000,
  /** An upload through the admin panel at most; a larger export is imported with the command. */
  uploadMaxBytes: 1024 * 1024 * 1024,
} as const;

/** Live coverage (issue 37, decision 0140): its entries, pages and how it ends itself. */
export const liveLimits = {
  /** An entry's text, in characters of its HTML: a few paragraphs, not an article. */
  entryContentMax: 5_000,
  /** Its markup, counted as "<" characters (every tag, opening or closing), as an article's is. */
  entryMarkupMax: 300,
  /** Entries on one page of the coverage, newest first; older ones on the next pages. */
  entriesPerPage: 20,
  /** Key moments ("Ключови моменти") an article's coverage may pin at once. */
  keyMomentsMax: 10,
  /** Entries one coverage may hold: a long night of one every minute. */
  entriesMax: 2_000,
  /** The hours without a new entry after which a coverage ends itself: the choices, and the default. */
  autoEndHourChoices: [2, 6, 12, 24, 48, 168],
  autoEndHoursDefault: 12,
  /** How often the open coverages are looked at for one to end. */
  autoEndCheckMs: 60_000,
} as const;

/**
 * An open live page's updates (issue 37, point 2; decision 0141): asked at addresses of a time
 * bucket, shared by every reader, kept by the CDN and the server no longer than a bucket. A new
 * entry reaches a page within pollMs + bucketMs (+ the answer's way), under the 12 s asked for.
 */
export const liveUpdateLimits = {
  /** The length of a bucket: one address per article per bucket, kept at most this long anywhere. */
  bucketMs: 4_000,
  /** How often a page in view asks... */
  pollMs: 5_000,
  /** ...and one in a background tab. */
  hiddenPollMs: 30_000,
  /** A failed ask is tried again after doubling waits, from pollMs up to this. */
  maxBackoffMs: 120_000,
  /** The changes an answer carries: the writes of this long before the newest... */
  changesWindowMs: 15 * 60_000,
  /** ...at most this many; a page that knows less than they cover reads the coverage anew. */
  changesMax: 100,
  /** Articles whose answer one process keeps in memory (each until a change reaches it, or a bucket). */
  keptArticles: 500,
} as const;

/** Durable background jobs (issue 34, decision 0129): how they are retried and taken. */
export const backgroundJobLimits = {
  /** Attempts before a job is kept as failed for the admins (with the delays below, about 17 minutes). */
  maxAttempts: 10,
  /** The delay after the first failed attempt, doubled after each next one... */
  firstRetryMs: 1_000,
  /** ...up to this. */
  maxRetryMs: 10 * 60_000,
  /** A taken job's lease: a process that holds one longer is taken for dead, and another runs the job. */
  leaseMs: 2 * 60_000,
  /** How often each process looks for due jobs (and at once after a job is added in it). */
  pollMs: 5_000,
  /** Jobs one look takes. */
  batch: 20,
  /** Failed jobs the admin panel lists. */
  failedListed: 50,
} as const;

/** Alerts for breaking news by Web Push (issue 37, point 4; decision 0142). */
export const pushLimits = {
  /** A subscription's endpoint, in characters: the push services' run to about 500. */
  endpointMax: 2_048,
  /** The alert's text (the notification's body), in characters: what a phone shows in two lines or three. */
  titleMax: 120,
  /** How long a push service keeps an alert for a phone that is off (RFC 8030 TTL): breaking news goes stale. */
  ttlSeconds: 4 * 60 * 60,
  /**
   * Deliveries one pass of the job takes, how many of them are in flight at once, and how many
   * answered ones are marked together (a process killed in a pass sends at most these again).
   */
  batch: 2_000,
  concurrent: 100,
  settleEvery: 250,
  /**
   * A pass starts no message after this long: the process's other durable jobs (a scheduled
   * publication) wait behind a pass, for this and one answer's timeout at most.
   */
  passMs: 5_000,
  /** Subscriptions of an alert's audience given their delivery rows by one pass (a short transaction). */
  enrollChunk: 5_000,
  /** One push service's answer waited for at most this long, else the delivery is tried again. */
  requestTimeoutMs: 10_000,
  /**
   * A delivery taken by a pass is the pass's for this long: a process killed while sending leaves
   * its deliveries to another pass after it (shorter than a durable job's lease: a pass sends one batch).
   */
  deliveryLeaseMs: 60_000,
  /** Attempts at a delivery the push service refused for a while (5xx, 429, no answer) before it counts as failed... */
  maxAttempts: 5,
  /** ...the first again after this, doubling. */
  firstRetryMs: 10_000,
  /** Alerts of an article listed to the desk, newest first. */
  alertsListed: 20,
  /** A push service's VAPID token is signed again after this long (it is valid for 12 hours)... */
  vapidReuseMs: 60 * 60 * 1000,
  /** ...and at most this many push services' tokens are kept. */
  vapidAudiencesKept: 64,
} as const;
