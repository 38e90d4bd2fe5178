export interface ProseProps {
  paragraphs: readonly string[];
}

/** A few paragraphs at a comfortable reading measure. */
export function Prose({ paragraphs }: ProseProps) {
  return (
    <div className="max-w-[68ch] space-y-4 text-lg">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
