// The classroom page of `patterns serve`: a session of two to five patterns, each drawn as
// widgets from the server's state; every click and key goes to the server as a step of the
// scenario language, which performs it on every chosen pattern. No framework, no build step.
"use strict";

const app = {
  catalog: null,
  state: null,
  queue: Promise.resolve(),
  pending: 0,
  focus: null,
  liveTimer: null,
};
window.patternsApp = {
  /// Resolves once every request sent so far has been answered and drawn.
  idle: () => app.queue.then(() => undefined),
  state: () => app.state,
};

const $ = (selector, root = document) => root.querySelector(selector);
const el = (tag, attributes = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "class") node.className = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
};

/// A text as the scenario language writes it: in double quotes, with \" \\ and \n escaped.
const quoted = (text) =>
  '"' + text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n") + '"';

// ---------------------------------------------------------------- talking to the server

function say(text, isError = false) {
  const message = $("#message");
  message.textContent = text;
  message.classList.toggle("error", isError);
}

async function request(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, options);
  } catch (error) {
    say("The server does not answer; retrying when you act again (is `patterns serve` running?)", true);
    throw error;
  }
  const text = await response.text();
  if (!response.ok) {
    const error = new Error(text.trim());
    error.status = response.status;
    throw error;
  }
  return text ? JSON.parse(text) : null;
}

/// Runs `work` after every earlier request, in order (keys typed quickly stay in order).
function enqueue(work) {
  app.pending += 1;
  document.body.dataset.busy = "1";
  app.queue = app.queue
    .then(work)
    .catch((error) => {
      if (error.status === 404 && app.state) return reconnect();
      if (error.status) say(error.message, true);
    })
    .finally(() => {
      app.pending -= 1;
      if (app.pending === 0) document.body.dataset.busy = "0";
    });
  return app.queue;
}

const sessionPath = (suffix = "") => `/api/sessions/${app.state.id}${suffix}`;

function act(method, suffix, body) {
  return enqueue(async () => {
    if (!app.state) return;
    const state = await request(method, sessionPath(suffix), body);
    say("");
    draw(state);
  });
}

const step = (line) => act("POST", "/steps", { line });

async function startSession(patterns) {
  const state = await request("POST", "/api/sessions", { patterns });
  sessionStorage.setItem("patterns.session", state.id);
  sessionStorage.setItem("patterns.patterns", JSON.stringify(patterns));
  draw(state);
}

/// The session is gone (the server restarted): a new one on the same patterns.
async function reconnect() {
  const patterns = app.state ? app.state.patterns : JSON.parse(sessionStorage.getItem("patterns.patterns") || "[]");
  app.state = null;
  if (patterns.length === 0) return;
  say("The server forgot this session (it restarted?): a new one on the same patterns.");
  await startSession(patterns);
}

// ---------------------------------------------------------------- drawing

function draw(state) {
  app.state = state;
  $("#controls").hidden = false;
  for (const box of document.querySelectorAll("#choices input")) {
    box.checked = state.patterns.includes(box.value);
  }
  const first = state.panes[0];
  $("#time").textContent = first ? `${first.time} ms` + (first.next !== null ? `, next event in ${first.next} ms` : "") : "";
  $("#download").href = sessionPath("/recording");
  drawScenario(state.scenario);
  const focused = document.activeElement && document.activeElement.dataset
    ? { pane: document.activeElement.closest(".pane")?.dataset.pattern, id: document.activeElement.dataset.id }
    : null;
  const panes = $("#panes");
  panes.replaceChildren(...state.panes.map(drawPane));
  document.body.dataset.session = state.id;
  if (focused && focused.id) {
    const again = panes.querySelector(`.pane[data-pattern="${focused.pane}"] [data-id="${CSS.escape(focused.id)}"]`);
    if (again) again.focus({ preventScroll: true });
  }
  for (const code of panes.querySelectorAll(".code")) {
    const ran = code.querySelector(".ran");
    if (ran) code.scrollTop = Math.max(0, ran.offsetTop - code.clientHeight / 3);
  }
}

function drawScenario(scenario) {
  const list = $("#scenario-steps");
  list.hidden = !scenario;
  $("#back").disabled = !scenario || scenario.cursor === 0;
  $("#forward").disabled = !scenario || scenario.cursor >= scenario.steps.length;
  if (!scenario) return;
  const select = $("#scenario-name");
  if ([...select.options].some((option) => option.value === scenario.name)) select.value = scenario.name;
  list.replaceChildren(
    ...scenario.steps.map((line, index) =>
      el("li", { class: index < scenario.cursor ? "done" : index === scenario.cursor ? "current" : "" }, line)));
  const current = list.children[Math.min(scenario.cursor, list.children.length - 1)];
  if (current) list.scrollTop = Math.max(0, current.offsetTop - list.clientHeight / 2);
}

function drawPane(pane) {
  return el("article", { class: "pane", "data-pattern": pane.pattern },
    el("header", {}, el("h2", {}, pane.pattern), el("span", { class: "summary" }, pane.summary)),
    drawDevice(pane),
    pane.failure ? el("p", { class: "failure" }, "Refused: " + pane.failure) : null,
    drawTrace(pane.trace),
    drawSources(pane.sources));
}

function drawDevice(pane) {
  const device = el("div", { class: "device", "data-screen": pane.screen },
    el("div", { class: "screen-name" }, "screen " + pane.screen));
  for (const element of pane.elements) {
    const widget = drawWidget(element);
    if (widget) device.append(widget);
  }
  if (pane.alert) {
    const alert = pane.alert;
    device.append(el("div", { class: "alert-backdrop" },
      el("div", { class: "alert", role: "alertdialog", "data-alert": alert.title },
        el("h3", {}, alert.title),
        alert.message ? el("p", {}, alert.message) : null,
        el("div", { class: "buttons" }, alert.buttons.map((title) =>
          el("button", { type: "button", onclick: () => step(`tap alert button ${quoted(title)}`) }, title))))));
  }
  return device;
}

function drawWidget(element) {
  const id = element.id;
  const enabled = element.enabled !== false;
  switch (element.kind) {
    case "label":
      if (!element.text) return null;
      return el("p", { class: "w-label" + (id.endsWith(".title") ? " title" : ""), "data-id": id }, element.text);
    case "text field":
    case "secure text field":
      return drawField(element);
    case "button":
      return el("button", { type: "button", class: "w-button", "data-id": id, disabled: !enabled,
        onclick: () => step(`tap ${id}`) }, element.text || id);
    case "segmented control":
      return el("div", { class: "w-segments", role: "group", "aria-label": id, "data-id": id },
        element.segments.map((title) => el("button", { type: "button", disabled: !enabled,
          "aria-pressed": String(title === element.selected),
          onclick: () => step(`select ${quoted(title)} in ${id}`) }, title)));
    case "switch": {
      const box = el("input", { type: "checkbox", role: "switch", "data-id": id, disabled: !enabled,
        onclick: (event) => { event.preventDefault(); step(`switch ${id} ${element.on ? "off" : "on"}`); } });
      box.checked = element.on;
      return el("label", { class: "w-switch" }, box, id);
    }
    case "table": {
      const rows = element.rows.map((row, index) =>
        el("li", { "data-row": index + 1, tabindex: 0,
          onclick: () => step(`tap row ${index + 1} of ${id}`),
          onkeydown: (event) => { if (event.key === "Enter") step(`tap row ${index + 1} of ${id}`); } },
          el("span", { class: "title" }, row.title), el("span", { class: "detail" }, row.detail)));
      const more = element.rowCount > element.rows.length ? el("li", {}, `… ${element.rowCount - element.rows.length} more rows`) : null;
      return el("ul", { class: "w-table", "data-id": id, "aria-label": id }, rows, more);
    }
    case "view":
      return null;
    default:
      return el("div", { class: "w-other", "data-id": id }, `${element.kind} ${id}`);
  }
}

/// A field: its text comes from the server (a secure field's masked); each key pressed is a
/// step (`type "a" into ID`, `clear ID` and the rest retyped for Backspace, `press return in
/// ID` for Enter), sent to every pattern.
function drawField(element) {
  const id = element.id;
  const secure = element.kind === "secure text field";
  const input = el("input", {
    class: "w-field" + (element.focused ? " focused" : ""), "data-id": id,
    type: secure ? "password" : "text", placeholder: element.placeholder || "",
    autocomplete: "off", spellcheck: "false", disabled: element.enabled === false,
    "aria-label": element.placeholder || id,
  });
  input.value = element.text || "";
  input.addEventListener("keydown", (event) => {
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) {
      event.preventDefault();
      step(`type ${quoted(event.key)} into ${id}`);
    } else if (event.key === "Backspace") {
      event.preventDefault();
      const text = element.text || "";
      step(`clear ${id}`);
      if (!secure && text.length > 1) step(`type ${quoted(Array.from(text).slice(0, -1).join(""))} into ${id}`);
    } else if (event.key === "Enter") {
      event.preventDefault();
      step(`press return in ${id}`);
    }
  });
  input.addEventListener("compositionend", (event) => {
    if (event.data) step(`type ${quoted(event.data)} into ${id}`);
  });
  input.addEventListener("paste", (event) => {
    event.preventDefault();
    const text = event.clipboardData ? event.clipboardData.getData("text") : "";
    if (text) step(`type ${quoted(text)} into ${id}`);
  });
  return input;
}

/// The last step's trace as lanes: a column per lane, a row per message.
function drawTrace(trace) {
  if (!trace) return el("p", { class: "muted flow" }, "No step yet: the trace of each step appears here.");
  const columns = trace.lanes.length || 1;
  const index = new Map(trace.lanes.map((lane, position) => [lane.name, position]));
  const grid = el("div", { class: "lanes", style: `grid-template-columns: repeat(${columns}, minmax(0, 1fr))` });
  trace.lanes.forEach((lane, position) => {
    grid.append(el("div", { class: "lane-head", "data-lane": lane.name, title: lane.title,
      style: `grid-column: ${position + 1}; border-bottom-color: ${lane.color || "var(--line)"}` }, lane.name));
  });
  for (const message of trace.messages) {
    const from = index.get(message.from) ?? 0;
    const to = index.get(message.to) ?? 0;
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    const direction = from === to ? "note" : from < to ? "right" : "left";
    grid.append(el("div", { class: `message-row ${direction}`, "data-from": message.from, "data-to": message.to,
      style: `grid-column: ${low + 1} / ${high + 2}` },
      message.time !== null ? el("span", { class: "time" }, `[${message.time} ms] `) : null,
      message.label,
      direction === "note" ? null : el("span", { class: "arrow" })));
  }
  return el("details", { class: "flow", open: true },
    el("summary", {}, "Trace of ", el("code", {}, trace.step), trace.failure ? ` (refused: ${trace.failure})` : ""),
    grid);
}

/// The files the step ran through, every line numbered, the lines that ran highlighted.
function drawSources(sources) {
  if (!sources || sources.length === 0) return null;
  return el("div", { class: "sources" }, sources.map((source) => {
    const ran = new Set(source.lines);
    const lines = source.text.replace(/\n$/, "").split("\n").map((text, position) =>
      el("span", { class: "line" + (ran.has(position + 1) ? " ran" : ""), "data-line": position + 1 }, text + "\n"));
    return el("section", { class: "source", "data-path": source.path },
      el("h3", { style: `border-left-color: ${source.color || "var(--line)"}` },
        `${source.role}: ${source.path}`, el("span", { class: "muted" }, `  lines ${source.lines.join(", ")}`)),
      el("pre", { class: "code" }, lines));
  }));
}

// ---------------------------------------------------------------- controls

function setTab(name) {
  for (const button of document.querySelectorAll("[data-tab]")) {
    button.setAttribute("aria-pressed", String(button.dataset.tab === name));
  }
  for (const tab of ["play", "compare", "report"]) $(`#tab-${tab}`).hidden = tab !== name;
  if (name === "report" && !$("#report-frame").getAttribute("src")) $("#report-frame").src = "/pages/report";
  if (name === "compare" && !$("#compare-frame").getAttribute("src")) showCompare();
}

function showCompare() {
  const query = new URLSearchParams({ screen: $("#compare-screen").value });
  query.append("pattern", $("#compare-a").value);
  query.append("pattern", $("#compare-b").value);
  $("#compare-frame").src = "/pages/compare?" + query;
}

function setTheme(theme) {
  document.documentElement.dataset.theme = theme;
  $("#theme").textContent = theme === "dark" ? "Light" : "Dark";
  localStorage.setItem("patterns.theme", theme);
}

function setProjector(on) {
  document.body.classList.toggle("projector", on);
  $("#projector").setAttribute("aria-pressed", String(on));
  localStorage.setItem("patterns.projector", on ? "1" : "0");
}

function setLive(on) {
  $("#live").checked = on;
  clearInterval(app.liveTimer);
  app.liveTimer = null;
  if (on) {
    app.liveTimer = setInterval(() => {
      if (app.pending === 0 && app.state) act("POST", "/clock", { advance: 100 });
    }, 100);
  }
}

function shortcut(event) {
  const target = event.target;
  if (target.closest && target.closest("input, select, textarea")) {
    if (event.key === "Escape") target.blur();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const actions = {
    n: () => $("#forward").click(), PageDown: () => $("#forward").click(),
    p: () => $("#back").click(), PageUp: () => $("#back").click(),
    t: () => $("#advance").click(), e: () => $("#next-event").click(),
    l: () => setLive(!$("#live").checked), "/": () => $("#line").focus(),
    d: () => setTheme(document.documentElement.dataset.theme === "dark" ? "light" : "dark"),
    m: () => setProjector(!document.body.classList.contains("projector")),
    1: () => setTab("play"), 2: () => setTab("compare"), 3: () => setTab("report"),
    "?": () => { $("#shortcuts").hidden = !$("#shortcuts").hidden; },
    Escape: () => { $("#shortcuts").hidden = true; },
  };
  const action = actions[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}

async function boot() {
  setTheme(localStorage.getItem("patterns.theme")
    || (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"));
  setProjector(localStorage.getItem("patterns.projector") === "1");
  app.catalog = await request("GET", "/api/catalog");
  const stored = JSON.parse(sessionStorage.getItem("patterns.patterns") || "null");
  const chosen = stored || app.catalog.patterns.slice(0, 2).map((pattern) => pattern.name);
  $("#choices").replaceChildren(...app.catalog.patterns.map((pattern) =>
    el("label", { class: "check", title: pattern.summary },
      el("input", { type: "checkbox", value: pattern.name, checked: chosen.includes(pattern.name) }), " " + pattern.name)));
  $("#scenario-name").replaceChildren(...app.catalog.scenarios.map((name) => el("option", { value: name }, name)));
  for (const select of ["#compare-a", "#compare-b"]) {
    $(select).replaceChildren(...app.catalog.patterns.map((pattern) => el("option", { value: pattern.name }, pattern.name)));
  }
  if (app.catalog.patterns.length > 1) $("#compare-b").value = app.catalog.patterns[1].name;
  $("#compare-screen").replaceChildren(...app.catalog.screens.map((name) => el("option", { value: name }, name)));

  $("#choose").addEventListener("submit", (event) => {
    event.preventDefault();
    const patterns = [...document.querySelectorAll("#choices input:checked")].map((box) => box.value);
    if (patterns.length < 2 || patterns.length > 5) return say("Choose two to five patterns.", true);
    enqueue(() => startSession(patterns));
  });
  $("#line-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const line = $("#line").value;
    if (line.trim()) step(line).then(() => { if (!$("#message").classList.contains("error")) $("#line").value = ""; });
  });
  $("#advance").addEventListener("click", () => act("POST", "/clock", { advance: 100 }));
  $("#next-event").addEventListener("click", () => act("POST", "/clock", { next: true }));
  $("#live").addEventListener("change", (event) => setLive(event.target.checked));
  $("#restart").addEventListener("click", () => act("POST", "/restart", {}));
  $("#scenario-load").addEventListener("click", () => act("POST", "/scenario", { name: $("#scenario-name").value }));
  $("#scenario-file").addEventListener("change", async (event) => {
    const file = event.target.files[0];
    if (file) act("POST", "/scenario", { text: await file.text() });
  });
  $("#forward").addEventListener("click", () => act("POST", "/forward", {}));
  $("#back").addEventListener("click", () => act("POST", "/back", {}));
  $("#compare-form").addEventListener("submit", (event) => { event.preventDefault(); showCompare(); });
  $("#theme").addEventListener("click", () => setTheme(document.documentElement.dataset.theme === "dark" ? "light" : "dark"));
  $("#projector").addEventListener("click", () => setProjector(!document.body.classList.contains("projector")));
  $("#shortcuts-button").addEventListener("click", () => { $("#shortcuts").hidden = !$("#shortcuts").hidden; });
  for (const button of document.querySelectorAll("[data-tab]")) {
    button.addEventListener("click", () => setTab(button.dataset.tab));
  }
  document.addEventListener("keydown", shortcut);
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden && app.state) act("GET", "");
  });

  // `/?session=ID` opens a session another tab or screen started (the projector's copy).
  const id = new URLSearchParams(location.search).get("session") || sessionStorage.getItem("patterns.session");
  if (id) {
    await enqueue(async () => {
      try {
        draw(await request("GET", `/api/sessions/${id}`));
      } catch (error) {
        if (error.status === 404 && stored) await reconnect();
      }
    });
  }
}

window.patternsApp.ready = boot().catch((error) => say("Cannot start: " + error.message, true));
