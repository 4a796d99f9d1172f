// Critical style of the server-rendered pages: the remote's stylesheets arrive with its JavaScript, so
// without these rules the first paint would be unstyled and then jump. Values mirror public.css,
// memorial.css, memorial-book.css, partner-page.css, common/pages.css, flowers.css and the kit's box rules
// (shared-design theme-css.ts),
// with the kit's variables and the same fallbacks. The backend puts them in a <style> with the page nonce.

export const MEMORIAL_CSS = `.pub-memorial{display:grid;gap:var(--rc-space-lg,24px);grid-template-columns:minmax(0,320px) minmax(0,1fr);align-items:start;padding:var(--rc-space-lg,24px);border-radius:var(--rc-radius-lg,12px)}
.pub-memorial-photo{width:100%;height:auto;aspect-ratio:4/5;object-fit:cover;border-radius:var(--rc-radius-md,8px)}
.pub-memorial-notice{grid-template-columns:1fr}.pub-notice-figure{margin:0}.pub-notice-manifesto{display:block;width:100%;max-width:540px;height:auto;margin:0 auto}
.pub-dates{margin:0 0 var(--rc-space-md,16px)}.pub-aphorism{font-style:italic;margin:var(--rc-space-md,16px) 0;padding-left:var(--rc-space-md,16px);border-left:3px solid #b08d57}
.pub-memorial-section{margin-top:var(--rc-space-lg,24px);padding:var(--rc-space-lg,24px)}.pub-dedic-list,.pub-buy-list{list-style:none;margin:0;padding:0;display:grid;gap:var(--rc-space-md,16px)}.pub-buy-list{grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}.pub-buy-card a{display:grid;padding:var(--rc-space-md,16px);min-height:88px}
.pub-gallery-list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:var(--rc-space-sm,8px)}.pub-gallery-thumb{display:block;padding:0;border:0;background:none;border-radius:var(--rc-radius-md,8px)}.pub-gallery-thumb img,.pub-gallery-video{display:block;width:160px;height:120px;object-fit:cover;border-radius:var(--rc-radius-md,8px)}.pub-gallery-video{display:grid;place-items:center;background:#2f2f2f;color:#fff;font-size:2rem}.pub-gallery .pub-gallery-more{display:none;margin-top:var(--rc-space-md,16px)}
.rt-font-cookie{font-family:Cookie,cursive}.rt-font-ubuntu{font-family:Ubuntu,sans-serif}.rt-font-ubuntu-mono{font-family:'Ubuntu Mono',monospace}
.pub-lamp-icon{display:inline-block;width:24px;height:32px;border-radius:12px 12px 4px 4px;background:#9e9e9e}.pub-lamp-on{background:#f2b233}.pub-lamp-flame{background:radial-gradient(circle at 50% 35%,#fff3c4,#f28c28 70%)}.pub-lamp-fading{background:#f2b233;opacity:.5}
@media (max-width:599px){.pub-memorial{grid-template-columns:1fr;padding:var(--rc-space-md,16px)}.pub-gallery[data-gallery-collapsed] .pub-gallery-item:nth-child(n+3){display:none}.pub-gallery[data-gallery-collapsed] .pub-gallery-more{display:inline-flex}}`;

/**
 * The box rules of the kit's components the book form uses, for a first paint before the kit's stylesheet
 * arrives with the shell's JavaScript: the fields have their final size from the start and a 360 px screen
 * does not scroll sideways. Scoped to the server's node; colours are left to the kit.
 */
const KIT_BOX_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  '.rc-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  '.rc-field{display:flex;flex-direction:column;gap:var(--rc-space-xs,4px);margin-bottom:var(--rc-space-md,16px);min-width:0}',
  'fieldset.rc-field{border:0;padding:0;margin:0 0 var(--rc-space-md,16px)}',
  '.rc-field__input{width:100%;min-height:var(--rc-touch-target,44px);padding:var(--rc-space-sm,8px) var(--rc-space-md,16px);font:inherit;border:1px solid var(--rc-color-border,#7f786e);border-radius:var(--rc-radius-md,8px)}',
  'textarea.rc-field__input{min-height:6rem}',
  '.rc-select{padding-right:2.5rem}',
  '.rc-phone__controls{display:flex;gap:var(--rc-space-sm,8px)}.rc-phone__dial{flex:0 0 auto;width:9rem}.rc-phone__number{flex:1 1 auto;min-width:0}',
  '.rc-checkbox{display:flex;align-items:flex-start;gap:var(--rc-space-sm,8px);min-height:var(--rc-touch-target,44px);padding-top:10px}.rc-checkbox input{width:1.25rem;height:1.25rem;margin:.15rem 0 0;flex:none}',
  '.rc-collapsible__heading{margin:0;font-size:var(--rc-font-size-lg,1.25rem)}',
  '.rc-collapsible__toggle{display:flex;width:100%;align-items:center;justify-content:space-between;gap:var(--rc-space-md,16px);min-height:var(--rc-touch-target,44px);padding:var(--rc-space-sm,8px) 0;background:none;border:0;font:inherit;text-align:left}',
  '.rc-collapsible__body{padding:0 0 var(--rc-space-md,16px)}',
  '.rc-field__hint{font-size:var(--rc-font-size-sm,.875rem)}',
  'fieldset.rc-radio-group{border:0;padding:0;min-width:0}',
  '.rc-address{border:0;padding:0;margin:0 0 var(--rc-space-md,16px);min-width:0}.rc-address__legend{padding:0;margin-bottom:var(--rc-space-sm,8px)}',
  '.rc-address__grid{display:grid;grid-template-columns:minmax(0,1fr);gap:0 var(--rc-space-md,16px)}.rc-address__row{display:grid;grid-template-columns:minmax(0,1fr) 7rem;gap:0 var(--rc-space-md,16px)}',
  '.rc-button--full{width:100%}',
  '.rc-button{display:inline-flex;align-items:center;justify-content:center;min-height:var(--rc-touch-target,44px);padding:0 var(--rc-space-lg,24px);border-width:2px;border-style:solid;border-radius:var(--rc-radius-md,8px);font:inherit}',
]
  .map((rule) =>
    rule.replace(
      /(^|})([^{}]+)\{/g,
      (_, end: string, selectors: string) =>
        `${end}${selectors
          .split(',')
          .map((one) => `#ricordo-ssr ${one}`)
          .join(',')}{`,
    ),
  )
  .join('');

export const BOOK_CSS = `.pub-book{max-width:760px;margin:0 auto;padding:24px 16px 48px}.pub-book-header{text-align:center;margin-bottom:24px}
.pub-book-photo{display:block;margin:0 auto 12px;width:120px;height:150px;object-fit:cover;border-radius:8px}
.pub-book-kicker{text-transform:uppercase;letter-spacing:.08em;font-size:.85rem;margin:0}.pub-book-dates{margin:4px 0 8px}
.pub-book-form{position:relative}.pub-book-form--closed .pub-book-fieldset{opacity:.45}
.pub-book-overlay{font-weight:600;text-align:center;padding:12px;border:1px solid currentColor;border-radius:8px;margin:0 0 12px}
.pub-book-fieldset{border:0;padding:0;margin:0;display:grid;gap:12px;min-width:0}.pub-book-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:600px){.pub-book-row{grid-template-columns:1fr}}
.pub-book-list-head{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-top:32px}
.pub-book-list{list-style:none;padding:0;display:grid;gap:12px}.pub-book-item{border-radius:8px;padding:12px 16px;background:rgba(47,72,88,.06)}
.pub-book-text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0 0 8px}.pub-book-meta{margin:0;font-size:.9rem}
${KIT_BOX_CSS}`;

export const PARTNER_CSS = `.pub-partner{max-width:960px;margin:0 auto;padding:24px 16px 48px}.pub-partner--missing{text-align:center}
.pub-partner-header{display:flex;align-items:center;gap:16px;flex-wrap:wrap}.pub-partner-logo{width:96px;height:96px;object-fit:cover;border-radius:8px}
.pub-partner-tagline{margin:4px 0 0}.pub-partner-description p{white-space:pre-wrap}
.pub-partner-contacts dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}.pub-partner-contacts dd{margin:0;overflow-wrap:anywhere}
.pub-partner-social{list-style:none;padding:0;display:flex;gap:12px}
.pub-partner-gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:8px}
.pub-partner-gallery img,.pub-partner-card img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:8px}
.pub-partner-cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px}
.pub-partner-card{padding:12px;border-radius:8px;background:rgba(47,72,88,.06)}.pub-partner-card h3{margin:8px 0 4px}
.pub-partner-card-links{display:flex;gap:12px;flex-wrap:wrap}`;

/**
 * The order form of a purchase card (`/flowers?{type}&{id}`): the card page and the form's columns, scoped
 * to the form (this style stays in the page after the visitor moves on to other card pages).
 */
export const FLOWERS_CSS = `.pub-flowers{max-width:640px;margin:24px auto;padding:24px;border-radius:12px;display:grid;gap:16px;overflow-wrap:anywhere}
.pub-flowers>h1{font-size:var(--rc-font-size-xxl,2rem);line-height:1.25;margin:0}.pub-flowers p{margin:0}.pub-flowers .rc-field{margin:0}
.pub-flowers .pub-muted{font-size:var(--rc-font-size-sm,.875rem)}
.pub-flowers__section{display:grid;gap:16px;border:0;padding:0;margin:0;min-width:0}.pub-flowers__section>legend{font-size:1.125rem;margin-bottom:8px;padding:0}
.pub-flowers__pair{display:grid;grid-template-columns:1fr 1fr;gap:16px}.pub-flowers__product{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px}
.pub-flowers__total{font-size:1.125rem}.pub-flowers__total strong,.pub-flowers__product span{white-space:nowrap}
@media (min-width:600px){#ricordo-ssr .rc-address__grid{grid-template-columns:repeat(2,minmax(0,1fr))}#ricordo-ssr .rc-address__wide{grid-column:1/-1}}
@media (max-width:599px){.pub-flowers{margin:8px auto;padding:16px}.pub-flowers__pair{grid-template-columns:1fr}.pub-flowers>h1{font-size:var(--rc-font-size-xl,1.5rem)}}
${KIT_BOX_CSS}`;
