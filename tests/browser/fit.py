"""Does a page fit a narrow screen? One script run in the page, a list of what does not fit.

- the page does not scroll sideways, and no part of it does either (a table in a scrolling box hides its right
  columns on a phone just as well);
- every control (link, button, field, summary) that is shown lies wholly inside the screen's width and is not
  clipped by a box around it;
- no text is cut off: a box that hides what overflows it holds no more than it shows;
- the site's header stays within ``header_max`` px of height.
"""

from __future__ import annotations

FIT = """(headerMax) => {
  const vw = document.documentElement.clientWidth;
  const found = [];
  const name = e => {
    const id = e.id ? '#' + e.id : '';
    const cls = typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : '';
    const text = (e.innerText || e.value || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return `${e.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
  };
  const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const tiny = r => r.width <= 2 || r.height <= 2;
  const root = document.documentElement;
  if (root.scrollWidth > vw + 1) found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${vw}`);
  for (const e of document.body.querySelectorAll('*')) {
    if (!shown(e)) continue;
    const s = getComputedStyle(e);
    const r = e.getBoundingClientRect();
    if (tiny(r)) continue;
    if (['auto', 'scroll'].includes(s.overflowX) && e.scrollWidth > e.clientWidth + 1)
      found.push(`scrolls sideways inside: ${name(e)} (${e.scrollWidth} px in ${e.clientWidth})`);
    else if (['hidden', 'clip'].includes(s.overflowX) && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
             && (e.innerText || '').trim())
      found.push(`text cut off: ${name(e)}`);
  }
  for (const e of document.body.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary')) {
    if (!shown(e) || e.matches('.skip, .sr-only, .sr-only *')) continue;
    const r = e.getBoundingClientRect();
    if (tiny(r)) continue;
    if (r.left < -1 || r.right > vw + 1) {
      found.push(`off the screen: ${name(e)} (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
      continue;
    }
    if (e.matches('input[type=text], input:not([type])') && e.value && e.scrollWidth > e.clientWidth + 1)
      found.push(`what is typed is cut off: ${name(e)} "${e.value}"`);
    for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left - 1 || r.right > b.right + 1) found.push(`hidden inside ${name(a)}: ${name(e)}`);
      break;
    }
  }
  const header = document.querySelector('header.top');
  if (header && shown(header) && headerMax && header.getBoundingClientRect().height > headerMax)
    found.push(`the header is ${Math.round(header.getBoundingClientRect().height)} px high (at most ${headerMax})`);
  return found;
}"""


def misfits(page, header_max: int = 0) -> list[str]:
    """What does not fit the page's width (see the module's docstring); empty when everything fits."""
    return page.evaluate(FIT, header_max)
