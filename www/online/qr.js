// Draws a QR code (rows of '0'/'1' from the engine, encoded by qrcodegen)
// as an SVG of dark squares on a light ground with the 4-module quiet zone
// a camera needs. Drawing only: the encoding is the engine's.
const NS = 'http://www.w3.org/2000/svg';

export function qrSvg(rows, label) {
  const n = rows.length;
  const size = n + 8;
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const ground = document.createElementNS(NS, 'rect');
  ground.setAttribute('width', String(size));
  ground.setAttribute('height', String(size));
  ground.setAttribute('fill', '#fff');
  svg.append(ground);
  let d = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) if (row[x] === '1') d += `M${x + 4} ${y + 4}h1v1h-1z`;
  });
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(path);
  svg.dataset.modules = String(n);
  return svg;
}
