export interface ProseProps {
  paragraphs: readonly string[];
}

/** A few paragraphs at a comfortable reading measure; a paragraph a setting leaves empty is left out. */
export function Prose({ paragraphs }: ProseProps) {
  return (
    <div className="max-w-[68ch] space-y-4 text-lg">
      {paragraphs
        .filter((paragraph) => paragraph.trim())
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
    </div>
  );
}
