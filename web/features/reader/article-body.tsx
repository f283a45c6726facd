import { imageSrcSet, isVideoUrl } from "#common/media.ts";
import type { Section } from "#common/schemas/articles.ts";

/** The sections of an article: headings, paragraph HTML (sanitized when saved) and media with captions. */
export function ArticleSections({ sections }: { sections: Section[] }) {
  return (
    <div className="mt-6 space-y-5 text-lg leading-relaxed">
      {sections.map((section) => {
        if (section.type === "heading") {
          return (
            <h2 key={section.id} className="pt-2 text-2xl font-bold leading-snug">
              {section.content}
            </h2>
          );
        }
        if (section.type === "paragraph") {
          return (
            <div
              key={section.id}
              className="[&_p]:mb-4 [&_strong]:font-bold [&_b]:font-bold"
              dangerouslySetInnerHTML={{ __html: section.content }}
            />
          );
        }
        return (
          <figure key={section.id} className="my-6">
            {isVideoUrl(section.content) ? (
              <video src={section.content} controls preload="metadata" className="max-h-[600px] w-full rounded-lg bg-black" />
            ) : (
              <img
                src={section.content}
                srcSet={imageSrcSet(section.content)}
                sizes="(min-width: 768px) 720px, 100vw"
                alt={section.caption ?? ""}
                width={1200}
                height={675}
                loading="lazy"
                className="max-h-[600px] w-full rounded-lg object-cover"
              />
            )}
            {section.caption && (
              <figcaption className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">{section.caption}</figcaption>
            )}
          </figure>
        );
      })}
    </div>
  );
}
