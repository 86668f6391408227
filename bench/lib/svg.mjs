// The scaling curve as an SVG chart, written by hand (no dependency): log-log axes, one line
// with markers per stage, a legend with each stage's fitted exponent, and a dashed slope-1
// reference line (what linear growth looks like).

const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b'];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "1k", "64k", "1M" for a line count; "10 ms", "1 s" for milliseconds. */
const lineLabel = (n) => (n >= 1e6 ? `${+(n / 1e6).toPrecision(3)}M` : n >= 1e3 ? `${+(n / 1e3).toPrecision(3)}k` : String(n));
const msLabel = (ms) => (ms >= 1000 ? `${+(ms / 1000).toPrecision(3)} s` : ms >= 1 ? `${+ms.toPrecision(3)} ms` : `${+(ms * 1000).toPrecision(3)} µs`);

/**
 * `series`: [{ name, points: [[lines, ms], ...], exponent }]. Returns the SVG text.
 */
export function scalingSvg(series, { title = 'mtame: time by program size', subtitle = '' } = {}) {
  const W = 760;
  const H = 480;
  const m = { left: 80, right: 200, top: 56, bottom: 56 };
  const all = series.flatMap((s) => s.points).filter(([x, y]) => x > 0 && y > 0);
  if (all.length === 0) return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><text x="20" y="40">no data</text></svg>\n`;
  const decade = (v, dir) => 10 ** (dir < 0 ? Math.floor(Math.log10(v)) : Math.ceil(Math.log10(v)));
  const x0 = decade(Math.min(...all.map((p) => p[0])), -1);
  const x1 = decade(Math.max(...all.map((p) => p[0])), 1);
  const y0 = decade(Math.min(...all.map((p) => p[1])), -1);
  const y1 = decade(Math.max(...all.map((p) => p[1])), 1);
  const pw = W - m.left - m.right;
  const ph = H - m.top - m.bottom;
  const sx = (x) => m.left + ((Math.log10(x) - Math.log10(x0)) / (Math.log10(x1) - Math.log10(x0))) * pw;
  const sy = (y) => m.top + ph - ((Math.log10(y) - Math.log10(y0)) / (Math.log10(y1) - Math.log10(y0))) * ph;
  const f = (v) => v.toFixed(1);
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`);
  out.push(`<rect width="${W}" height="${H}" fill="white"/>`);
  out.push(`<text x="${m.left}" y="24" font-size="16" font-weight="bold">${esc(title)}</text>`);
  if (subtitle) out.push(`<text x="${m.left}" y="42" fill="#555">${esc(subtitle)}</text>`);
  // Grid and ticks: every decade labelled, 2..9 as light lines.
  for (let d = x0; d <= x1 * 1.0001; d *= 10) {
    for (let k = 1; k < 10 && d * k <= x1 * 1.0001; k++) {
      const x = sx(d * k);
      out.push(`<line x1="${f(x)}" y1="${m.top}" x2="${f(x)}" y2="${m.top + ph}" stroke="${k === 1 ? '#ccc' : '#eee'}"/>`);
    }
    out.push(`<text x="${f(sx(d))}" y="${m.top + ph + 18}" text-anchor="middle">${lineLabel(d)}</text>`);
  }
  for (let d = y0; d <= y1 * 1.0001; d *= 10) {
    for (let k = 1; k < 10 && d * k <= y1 * 1.0001; k++) {
      const y = sy(d * k);
      out.push(`<line x1="${m.left}" y1="${f(y)}" x2="${m.left + pw}" y2="${f(y)}" stroke="${k === 1 ? '#ccc' : '#eee'}"/>`);
    }
    out.push(`<text x="${m.left - 6}" y="${f(sy(d) + 4)}" text-anchor="end">${msLabel(d)}</text>`);
  }
  out.push(`<rect x="${m.left}" y="${m.top}" width="${pw}" height="${ph}" fill="none" stroke="#333"/>`);
  out.push(`<text x="${m.left + pw / 2}" y="${H - 14}" text-anchor="middle">program size (lines, log scale)</text>`);
  out.push(`<text transform="translate(18 ${m.top + ph / 2}) rotate(-90)" text-anchor="middle">time (log scale)</text>`);
  // Slope-1 reference through the first point of the first series.
  const ref = series[0]?.points[0];
  if (ref) {
    const [rx, ry] = ref;
    const end = Math.min(x1, (rx * y1) / ry);
    out.push(`<line x1="${f(sx(rx))}" y1="${f(sy(ry))}" x2="${f(sx(end))}" y2="${f(sy((ry * end) / rx))}" stroke="#999" stroke-dasharray="5 4"/>`);
  }
  series.forEach((s, i) => {
    const color = COLORS[i % COLORS.length];
    const pts = s.points.filter(([x, y]) => x > 0 && y > 0);
    if (pts.length > 1) out.push(`<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.map(([x, y]) => `${f(sx(x))},${f(sy(y))}`).join(' ')}"/>`);
    for (const [x, y] of pts) out.push(`<circle cx="${f(sx(x))}" cy="${f(sy(y))}" r="3.5" fill="${color}"><title>${esc(`${s.name}: ${lineLabel(x)} lines, ${msLabel(y)}`)}</title></circle>`);
    const ly = m.top + 10 + i * 22;
    const lx = m.left + pw + 16;
    out.push(`<line x1="${lx}" y1="${ly}" x2="${lx + 22}" y2="${ly}" stroke="${color}" stroke-width="2"/>`);
    const b = Number.isFinite(s.exponent) ? ` (b = ${s.exponent.toFixed(2)})` : '';
    out.push(`<text x="${lx + 28}" y="${ly + 4}">${esc(s.name + b)}</text>`);
  });
  const ly = m.top + 10 + series.length * 22;
  out.push(`<line x1="${m.left + pw + 16}" y1="${ly}" x2="${m.left + pw + 38}" y2="${ly}" stroke="#999" stroke-dasharray="5 4"/>`);
  out.push(`<text x="${m.left + pw + 44}" y="${ly + 4}">linear (b = 1)</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
