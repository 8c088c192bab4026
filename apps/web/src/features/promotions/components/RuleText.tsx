/** Rule text as paragraphs (blank lines separate them); the text is shown as text, never as markup. */
export function RuleText({ text }: { text: string }) {
  return (
    <div className="promo-rules" data-testid="promo-rules">
      {text.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
    </div>
  );
}
