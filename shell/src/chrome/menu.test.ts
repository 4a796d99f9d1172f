import { describe, expect, it } from 'vitest';
import { CONTACT, menuTarget, WORK_WITH_US } from './menu';

describe('menu targets', () => {
  it("opens 'LAVORA CON NOI' over a public page: the same address with the modal's hash", () => {
    expect(menuTarget(WORK_WITH_US, { pathname: '/memorial', search: '?0001000' })).toEqual({
      pathname: '/memorial',
      search: '?0001000',
      hash: '#lavora-con-noi',
    });
  });

  it('goes to /partner from the partner page itself and from a panel', () => {
    expect(menuTarget(WORK_WITH_US, { pathname: '/partner', search: '' })).toBe('/partner');
    expect(menuTarget(WORK_WITH_US, { pathname: '/admin-panel', search: '' })).toBe('/partner');
  });

  it('leaves the other entries as links to their pages', () => {
    expect(menuTarget(CONTACT, { pathname: '/home', search: '' })).toBe('/contact');
  });
});
