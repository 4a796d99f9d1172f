// The stylesheets the server render's critical style is drawn from (critical-css.ts), as text: the
// server build's `.css` rule (rspack.config.mjs, type asset/source) inlines each file into ssr/render.cjs
// when the bundle is built, so the style follows the stylesheets with no copy to keep in step.
// Tests read the same files from disk (stylesheets.node.ts), since Vitest empties CSS imports.
import richText from '@ricordo/shared-design/rich-text.css?raw';
import pages from '../common/pages.css?raw';
import flowers from '../pages/flowers/flowers.css?raw';
import memorialBook from '../pages/memorial-book/memorial-book.css?raw';
import memorial from '../pages/memorial/memorial.css?raw';
import notice from '../pages/memorial/notice/notice.css?raw';
import partnerPage from '../pages/partner-page/partner-page.css?raw';
import publicCss from '../public.css?raw';

export const STYLESHEETS = {
  public: publicCss,
  memorial,
  notice,
  richText,
  memorialBook,
  partnerPage,
  pages,
  flowers,
};

export type StylesheetName = keyof typeof STYLESHEETS;
