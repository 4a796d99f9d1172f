// The page itself never scrolls sideways (wide tables scroll inside their own frame): one check for every
// test that looks at a narrow screen. A failure names the outermost elements that stick out past the
// window, so it says what to fix, not only by how much.
import { expect, type Page } from '@playwright/test';

/** '' when the page fits the window; otherwise by how much it does not, and which elements stick out. */
function sideScroll(): string {
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow <= 0) return '';
  const clipped = (element: Element): boolean => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    )
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    return false;
  };
  const outside = (element: Element | null): boolean =>
    !!element && element.getBoundingClientRect().right > window.innerWidth + 0.5;
  const offenders = Array.from(document.body.querySelectorAll('*'))
    .filter((element) => outside(element) && !outside(element.parentElement) && !clipped(element))
    .slice(0, 5)
    .map((element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList)
        .map((name) => `.${name}`)
        .join('');
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${id}${classes} (right edge ${right}px)`;
    });
  return `${overflow}px wider than the window; sticking out: ${offenders.join(', ') || 'nothing found'}`;
}

/** Waits until the page fits the window sideways; `where` names the screen in the failure. */
export async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(sideScroll), { message: `${where} scrolls the page sideways` })
    .toBe('');
}
