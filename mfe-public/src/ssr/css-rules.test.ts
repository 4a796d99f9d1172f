// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCss, serializeCss } from './css-rules';

describe('the critical style reader', () => {
  it('reads rules at the top level and in @media, skipping comments and other at-rules', () => {
    const rules = parseCss(`@import 'x.css';
/* a comment { with braces } */
.a > b, .c:nth-child(n + 3) { margin: 0 auto; grid-template-columns: minmax(0, 1fr); opacity: 0.5 }
@keyframes spin { to { transform: rotate(360deg); } }
@media (max-width: 599px) {
  .a { font-family: 'Ubuntu Mono', monospace; position: absolute !important; }
}`);
    expect(rules).toEqual([
      {
        media: null,
        selectors: ['.a>b', '.c:nth-child(n+3)'],
        declarations: [
          ['margin', '0 auto'],
          ['grid-template-columns', 'minmax(0,1fr)'],
          ['opacity', '.5'],
        ],
      },
      {
        media: '(max-width:599px)',
        selectors: ['.a'],
        declarations: [
          ['font-family', "'Ubuntu Mono',monospace"],
          ['position', 'absolute!important'],
        ],
      },
    ]);
  });

  it('writes rules minified, consecutive rules of one @media in one block', () => {
    const rules = parseCss('.a{top:0}@media (min-width:600px){.b{top:1px}.c{top:2px}}.d{top:3px}');
    expect(serializeCss(rules)).toBe('.a{top:0}@media (min-width:600px){.b{top:1px}.c{top:2px}}.d{top:3px}');
  });
});
