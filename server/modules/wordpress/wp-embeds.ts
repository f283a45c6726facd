/**
 * Sites whose addresses WordPress shows embedded (oEmbed): a video, a post, a track. Хроника's
 * articles embed nothing, so each becomes a link, and the report says what it was.
 */
const videoHosts = [
  "youtube.com",
  "youtube-nocookie.com",
  "youtu.be",
  "vimeo.com",
  "dailymotion.com",
  "dai.ly",
  "tiktok.com",
  "vbox7.com",
  "twitch.tv",
  "rutube.ru",
  "ted.com",
];
const otherHosts = [
  "twitter.com",
  "x.com",
  "facebook.com",
  "fb.watch",
  "instagram.com",
  "threads.net",
  "bsky.app",
  "soundcloud.com",
  "spotify.com",
  "mixcloud.com",
  "flickr.com",
  "imgur.com",
  "giphy.com",
  "reddit.com",
  "tumblr.com",
  "pinterest.com",
  "scribd.com",
  "slideshare.net",
  "issuu.com",
];

export type EmbedKind = "video" | "other";

/** What an address shows embedded, or null for an address no embed comes from. */
export function embedKind(url: string): EmbedKind | null {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    host = parsed.hostname.toLowerCase();
  } catch {
    return null;
  }
  const on = (hosts: string[]) => hosts.some((h) => host === h || host.endsWith(`.${h}`));
  return on(videoHosts) ? "video" : on(otherHosts) ? "other" : null;
}

/** The page of a video a player's frame shows (YouTube's and Vimeo's), else the address itself. */
export function pageOfPlayer(url: string): string {
  const youtube = /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,})/i.exec(url);
  if (youtube) return `https://www.youtube.com/watch?v=${youtube[1]}`;
  const vimeo = /^https?:\/\/player\.vimeo\.com\/video\/(\d+)/i.exec(url);
  if (vimeo) return `https://vimeo.com/${vimeo[1]}`;
  return url;
}
