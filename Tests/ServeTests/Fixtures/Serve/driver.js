// The browser test's driver (ServeBrowserTests), loaded by the play page through the
// server's configuration: signs in on two patterns at once through DOM events, checks both
// screens, the trace lanes and the highlighted lines, measures overflow, and writes a JSON
// verdict into <pre id="verdict">.
"use strict";
(async () => {
  const verdict = { checks: {}, overflow: [], cut: [], errors: [] };
  const check = (name, value) => { verdict.checks[name] = value; };
  const idle = () => window.patternsApp.idle();
  const panes = () => [...document.querySelectorAll(".pane")];
  const field = (pane, id) => pane.querySelector(`[data-id="${id}"]`);
  const press = (input, key) => {
    input.focus();
    input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  };
  const typeInto = async (id, text) => {
    for (const key of Array.from(text)) {
      press(field(panes()[0], id), key);
      await idle();
    }
  };
  const password = "lovelace1";
  try {
    await window.patternsApp.ready;
    // Choose mvp and tea, through the checkboxes and the Start button.
    for (const box of document.querySelectorAll("#choices input")) {
      if (box.checked !== ["mvp", "tea"].includes(box.value)) box.click();
    }
    document.querySelector("#start").click();
    await idle();
    check("panes", panes().map((pane) => pane.dataset.pattern));
    check("startScreens", panes().map((pane) => pane.querySelector(".device").dataset.screen));

    await typeInto("login.email", "ada@example.com");
    await typeInto("login.password", password);
    check("emailEverywhere", panes().map((pane) => field(pane, "login.email").value));
    check("passwordMasked", panes().map((pane) => field(pane, "login.password").value));
    check("submitEnabled", panes().map((pane) => !field(pane, "login.submit").disabled));
    field(panes()[0], "login.submit").click();
    await idle();
    check("spinnerScreens", panes().map((pane) => pane.querySelector(".device").dataset.screen));
    document.querySelector("#next-event").click();
    await idle();
    check("signedInScreens", panes().map((pane) => pane.querySelector(".device").dataset.screen));
    check("catalogRows", panes().map((pane) => pane.querySelectorAll(".w-table li").length));
    check("traceLanes", panes().map((pane) => [...pane.querySelectorAll(".lane-head")].map((lane) => lane.dataset.lane)));
    check("traceMessages", panes().map((pane) => pane.querySelectorAll(".message-row").length));
    check("highlightedLines", panes().map((pane) => pane.querySelectorAll(".code .line.ran").length));
    check("sourceFiles", panes().map((pane) => [...pane.querySelectorAll(".source")].map((source) => source.dataset.path)));
    check("passwordNowhere", !document.documentElement.outerHTML.includes(password));
  } catch (error) {
    verdict.errors.push(String(error && error.stack || error));
  }
  // Overflow: no element wider than the viewport, no text cut; then the same with the
  // projector preset (text 20 px, code 18 px).
  const width = document.documentElement.clientWidth;
  check("viewport", [width, document.documentElement.clientHeight]);
  const name = (node) => node.tagName.toLowerCase() + (node.id ? "#" + node.id : "")
    + (node.className && typeof node.className === "string" ? "." + node.className.trim().split(/\s+/).join(".") : "")
    + (node.dataset && node.dataset.id ? `[${node.dataset.id}]` : "");
  const measure = (mode) => {
    const overflow = [];
    const cut = [];
    for (const node of document.body.querySelectorAll("*")) {
      if (node.closest("[hidden]") || node.id === "verdict") continue;
      const box = node.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > width + 1 || box.left < -1) overflow.push(`${mode}: ${name(node)} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
      const hasText = [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim());
      const style = getComputedStyle(node);
      if (hasText && style.display !== "inline" && node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1) {
        cut.push(`${mode}: ${name(node)} needs ${node.scrollWidth} px, has ${node.clientWidth}`);
      }
    }
    verdict.overflow.push(...overflow);
    verdict.cut.push(...cut);
    return document.documentElement.scrollWidth;
  };
  check("pageScrollWidth", measure("default"));
  document.querySelector("#projector").click();
  const code = document.querySelector(".code");
  check("projectorCodePx", code ? parseFloat(getComputedStyle(code).fontSize) : 0);
  check("projectorPageScrollWidth", measure("projector"));
  const out = document.createElement("pre");
  out.id = "verdict";
  out.hidden = true;
  out.textContent = JSON.stringify(verdict);
  document.body.append(out);
})();
