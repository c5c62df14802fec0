// The file "Make an example" writes (make.js): a teacher's example as teach.html documents it,
// from the moves played and the teacher's words, and the lines that show it in a page. It
// knows no rules: the engine checks the file before the page offers it.

export const MAX_SEED = 2 ** 53 - 1;  // the largest whole number JavaScript keeps exact

// draft: {game, players, start, actions, lead, texts: {step: {caption, ask, question, hint}},
// title, source, intro, seat}; told: each action as the engine tells it ({actor, said}).
// {file}, or {error: {id, args, step, field}}: a word of the site saying what is missing, and
// where (the step's number as the example counts it, and the field).
export function makeFile(draft, told) {
  const steps = [];
  for (let k = draft.lead; k < draft.actions.length; k++) {
    const number = k - draft.lead + 1;
    const texts = draft.texts[k] || {};
    const caption = (texts.caption ?? told[k].said ?? "").trim();
    if (!caption) return { error: { id: "make.need_caption", args: { number }, step: number, field: "caption" } };
    const entry = { action: draft.actions[k], caption };
    if (texts.ask && told[k].actor !== null) {
      const question = (texts.question || "").trim();
      const hint = (texts.hint || "").trim();
      if (!question) return { error: { id: "make.need_question", args: { number }, step: number, field: "question" } };
      if (!hint) return { error: { id: "make.need_hint", args: { number }, step: number, field: "hint" } };
      Object.assign(entry, { question, hint });
    }
    steps.push(entry);
  }
  if (!steps.length) return { error: { id: "make.need_steps", args: {} } };
  // Every draw is named among the moves, so the file plays alike whatever its seed: the seed is
  // kept for a reader of the file, when it is one a JavaScript number holds exactly.
  const start = { actions: draft.actions.slice(0, draft.lead) };
  if (draft.start.example) start.example = draft.start.example;
  if (Number.isSafeInteger(draft.start.seed) && draft.start.seed > 0) start.seed = draft.start.seed;
  const file = { format: "ludi-example", version: 1, game: draft.game, title: draft.title.trim(),
                 source: draft.source.trim(), players: draft.players, start, intro: draft.intro.trim(), steps };
  if (draft.seat !== "") file.seat = Number(draft.seat);
  for (const key of ["title", "source", "intro"]) if (!file[key]) delete file[key];
  return { file };
}

// The file's text: one line per field and per step, as the worked files in teach/ are written.
export function fileText(file) {
  const lines = Object.entries(file).map(([key, value]) => (key === "steps"
    ? `  "steps": [\n${value.map((step) => "    " + JSON.stringify(step)).join(",\n")}\n  ]`
    : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`));
  return `{\n${lines.join(",\n")}\n}\n`;
}

// A file name a site can serve as it is: letters, digits, "-", "_" and ".", ending in .json.
export function fileName(wanted) {
  const base = String(wanted || "").trim().replace(/\.json$/i, "").replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
  return (base || "my-example") + ".json";
}

// The line for a page (the script once, then the board) and an <iframe> of embed.html (named
// `title` for a screen reader), for the file `name` put beside the teacher's page; here: the
// address of Ludi's site.
export function snippets(name, here, language, title) {
  const langAttribute = language === "en" ? "" : ` lang="${language}"`;
  const element = `<script src="${new URL("ludi.js", here)}" defer></script>\n` +
    `<ludi-board src="${name}"${langAttribute}></ludi-board>`;
  const frame = new URL("embed.html", here);
  frame.search = `src=https://your-site.example/lessons/${name}` + (language === "en" ? "" : `&lang=${language}`);
  const named = String(title).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return [element, `<iframe src="${frame.href}" title="${named}"\n        ` +
                   `style="width:100%;height:640px;border:0" loading="lazy"></iframe>`];
}
