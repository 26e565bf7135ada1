// Injected by Scripts/check-html-fit.sh at the end of a page: measures what does not fit
// the window and writes a verdict into the DOM (a pre element, id html-fit-verdict), which
// `chromium --dump-dom` prints. Nothing here changes the page before it is measured.
// It measures after the load event (a preset such as #projector applies by then).
window.addEventListener("load", () => setTimeout(measure, 0));
function measure() {
  const width = window.innerWidth;
  const offenders = [];
  const name = (el) => {
    let text = el.tagName.toLowerCase();
    if (el.id) text += "#" + el.id;
    if (typeof el.className === "string" && el.className) text += "." + el.className.split(" ").join(".");
    const words = (el.textContent || "").trim().replace(/\s+/g, " ").slice(0, 40);
    return words ? `${text} "${words}"` : text;
  };
  const page = document.scrollingElement;
  if (page.scrollWidth > width) offenders.push(`page scrolls sideways: ${page.scrollWidth} px wide in a ${width} px window`);
  const reported = [];  // an offender's descendants are not listed again
  for (const el of document.body.querySelectorAll("*")) {
    if (el.closest("svg") && el.tagName.toLowerCase() !== "svg") continue;
    if (reported.some((outer) => outer.contains(el))) continue;
    const style = getComputedStyle(el);
    if (style.display === "inline" || style.display === "none") continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.right > width + 1) {
      offenders.push(`${name(el)}: right edge at ${Math.round(box.right)} px, beyond ${width}`);
      reported.push(el);
    } else if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
      offenders.push(`${name(el)}: content ${el.scrollWidth} px wide in ${el.clientWidth} px (${style.overflowX === "visible" ? "spills" : "cut or scrolls"})`);
      reported.push(el);
    }
  }
  for (const text of document.querySelectorAll("svg text")) {
    const svg = text.ownerSVGElement.getBoundingClientRect();
    const box = text.getBoundingClientRect();
    if (box.width === 0) continue;
    if (box.right > svg.right + 1 || box.left < svg.left - 1 || box.bottom > svg.bottom + 1 || box.top < svg.top - 1)
      offenders.push(`svg text "${text.textContent.slice(0, 40)}" falls off its svg (${Math.round(box.left - svg.left)}..${Math.round(box.right - svg.left)} of ${Math.round(svg.width)} px)`);
  }
  // Blank gaps: a band across the whole page, taller than a window, with nothing in it.
  const boxes = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!node.textContent.trim() || node.parentElement.closest("svg")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.height > 0) boxes.push([r.top, r.bottom]);
  }
  for (const el of document.querySelectorAll("svg, img, table, pre")) {
    const r = el.getBoundingClientRect();
    if (r.height > 0 && el.tagName.toLowerCase() === "svg") boxes.push([r.top, r.bottom]);
  }
  boxes.sort((a, b) => a[0] - b[0]);
  let bottom = boxes.length ? boxes[0][1] : 0;
  let largestGap = 0;
  for (const [top, end] of boxes) {
    const gap = top - bottom;
    if (gap > largestGap) largestGap = gap;
    if (gap > 400) offenders.push(`blank gap of ${Math.round(gap)} px at ${Math.round(bottom + window.scrollY)} px`);
    bottom = Math.max(bottom, end);
  }
  let smallestCode = Infinity;
  for (const el of document.querySelectorAll("pre, code, td")) {
    if (!el.textContent.trim()) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    const mono = /mono|menlo|consolas|courier/i.test(getComputedStyle(el).fontFamily);
    if (mono && size < smallestCode) smallestCode = size;
  }
  // The projector preset (the page's address ending in #projector) asks for 16 px.
  const least = location.hash === "#projector" ? 16 : 13;
  if (smallestCode < least) offenders.push(`code at ${smallestCode} px (at least ${least} px)`);
  const verdict = document.createElement("pre");
  verdict.id = "html-fit-verdict";
  verdict.textContent = JSON.stringify({
    width, height: page.scrollHeight, scrollWidth: page.scrollWidth,
    largestGap: Math.round(largestGap), smallestCode: smallestCode === Infinity ? null : smallestCode,
    offenders,
  });
  document.body.appendChild(verdict);
}
