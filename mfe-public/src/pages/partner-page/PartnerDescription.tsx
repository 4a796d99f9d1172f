// The partner's description (spec public §3 "Partner company": rich text since partnerEdit; older ones are
// plain text, drawn as paragraphs).
import { useRichText } from '../../common/rich-text/RichText';

/** Rich text saved by partnerEdit starts with a block tag; older descriptions are plain text. */
const RICH_DESCRIPTION = /^<(?:p|h[1-3]|ul|ol|blockquote)[\s>]/i;

/** The description as biographies show it (headings two levels down, as the server's first paint). */
function RichDescription({ html }: { html: string }) {
  const elements = useRichText(html, 2);
  return elements ? <div className="pub-partner-description">{elements}</div> : null;
}

export function PartnerDescription({ description }: { description: string | null | undefined }) {
  const richDescription = RICH_DESCRIPTION.test((description ?? '').trim());
  const paragraphs = (description ?? '').split(/\n\s*\n/).filter((part) => part.trim());
  return richDescription ? (
    <RichDescription html={description ?? ''} />
  ) : (
    paragraphs.length > 0 && (
      <div className="pub-partner-description">
        {paragraphs.map((part, index) => (
          <p key={index}>{part}</p>
        ))}
      </div>
    )
  );
}
