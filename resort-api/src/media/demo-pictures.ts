import sharp from 'sharp';

/**
 * The demo data's pictures, drawn rather than shipped: there is no photo library on this machine
 * and none to download, so each banner picture is an SVG scene (sky, mountains, snow, water, sun…
 * each in its own palette) rasterised to a JPEG with sharp at the size a real back-office upload
 * would have. Deterministic: the same scene always draws the same picture (a seeded random
 * generator places snowflakes, confetti and ridges). Shapes only, no text: a slim container has no
 * fonts to draw it with.
 */

export const DEMO_PICTURE_WIDTH = 1920;
export const DEMO_PICTURE_HEIGHT = 1080;

export const DEMO_SCENES = [
  'resort',
  'ski',
  'snow',
  'aquapark',
  'thermal',
  'summer',
  'carnival',
  'gardunha',
  'voucher',
] as const;
export type DemoScene = (typeof DEMO_SCENES)[number];

export interface DemoPicture {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

const rendered = new Map<DemoScene, Promise<DemoPicture>>();

/**
 * A scene as a JPEG of DEMO_PICTURE_WIDTH × DEMO_PICTURE_HEIGHT, drawn once per process (a test
 * run seeds many databases; the pictures, about 1 MB together, are the same each time).
 */
export function demoPicture(scene: DemoScene): Promise<DemoPicture> {
  let picture = rendered.get(scene);
  if (!picture) {
    picture = renderDemoPicture(scene);
    picture.catch(() => rendered.delete(scene));
    rendered.set(scene, picture);
  }
  return picture;
}

/** Draws a scene and encodes it as a JPEG of DEMO_PICTURE_WIDTH × DEMO_PICTURE_HEIGHT. */
export async function renderDemoPicture(scene: DemoScene): Promise<DemoPicture> {
  const bytes = await sharp(Buffer.from(demoSceneSvg(scene)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return { bytes, contentType: 'image/jpeg', width: DEMO_PICTURE_WIDTH, height: DEMO_PICTURE_HEIGHT };
}

/** The SVG source of a scene (1920 × 1080). */
export function demoSceneSvg(scene: DemoScene): string {
  const body = SCENES[scene](new Drawing(seedOf(scene)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `${body}</svg>`
  );
}

const W = DEMO_PICTURE_WIDTH;
const H = DEMO_PICTURE_HEIGHT;

type Point = readonly [number, number];
type Stop = readonly [offset: number, color: string, opacity?: number];

/** A seed per scene, so each one is reproducible on its own. */
function seedOf(scene: string): number {
  let hash = 2166136261;
  for (const char of scene) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Drawing helpers sharing one seeded random generator (mulberry32) and a gradient id counter. */
class Drawing {
  private state: number;
  private ids = 0;
  readonly defs: string[] = [];

  constructor(seed: number) {
    this.state = seed;
  }

  random(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.random();
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  /** A linear gradient, top to bottom unless given another direction; returns its url(#…). */
  linear(stops: readonly Stop[], [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient centred in its shape; returns its url(#…). */
  radial(stops: readonly Stop[]): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stopsSvg(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A clip path from SVG shapes; returns its url(#…). */
  clip(shapes: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /**
   * A natural-looking ridge line across the picture: the given peaks, refined by midpoint
   * displacement (each level adds points between the previous ones, displaced by half as much).
   */
  ridge(peaks: readonly Point[], roughness: number, levels = 6): Point[] {
    let points: Point[] = [...peaks];
    let amplitude = roughness;
    for (let level = 0; level < levels; level++) {
      const next: Point[] = [];
      for (let i = 0; i < points.length - 1; i++) {
        const [x1, y1] = points[i] as Point;
        const [x2, y2] = points[i + 1] as Point;
        next.push([x1, y1], [(x1 + x2) / 2, (y1 + y2) / 2 + this.between(-amplitude, amplitude)]);
      }
      next.push(points[points.length - 1] as Point);
      points = next;
      amplitude /= 2;
    }
    return points;
  }

  /** Points scattered over a box. */
  scatter(count: number, [x, y, w, h]: readonly [number, number, number, number]): Point[] {
    return Array.from({ length: count }, () => [x + this.random() * w, y + this.random() * h] as const);
  }
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const pointsAttr = (points: readonly Point[]) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

/** A filled area under a ridge line, down to `bottom`. */
function landPath(points: readonly Point[], bottom = H): string {
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  return `M${r1(first[0])},${bottom} L${pointsAttr(points)} L${r1(last[0])},${bottom} Z`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;
}

function polygon(points: readonly Point[], fill: string, extra = ''): string {
  return `<polygon points="${pointsAttr(points)}" fill="${fill}" ${extra}/>`;
}

function sky(d: Drawing, stops: readonly Stop[]): string {
  return rect(0, 0, W, H, d.linear(stops));
}

/** A sun with a soft halo. */
function sun(d: Drawing, cx: number, cy: number, r: number, color: string, halo: string): string {
  return (
    circle(cx, cy, r * 4, d.radial([[0, halo, 0.55], [0.35, halo, 0.18], [1, halo, 0]])) + circle(cx, cy, r, color)
  );
}

/** A mountain range: the land, a light-to-shade overlay and, optionally, snow caps above a snow line. */
function mountains(
  d: Drawing,
  options: {
    peaks: readonly Point[];
    roughness: number;
    fill: string;
    shade?: string;
    snowLine?: number;
    snow?: string;
    bottom?: number;
  },
): string {
  const ridge = d.ridge(options.peaks, options.roughness);
  const land = landPath(ridge, options.bottom ?? H);
  let svg = `<path d="${land}" fill="${options.fill}"/>`;
  const clip = d.clip(`<path d="${land}"/>`);
  if (options.snowLine !== undefined) {
    const line = d.ridge(
      [
        [0, options.snowLine],
        [W / 2, options.snowLine + d.between(-40, 40)],
        [W, options.snowLine],
      ],
      60,
      7,
    );
    const snowArea = `M0,0 L${W},0 L${pointsAttr([...line].reverse())} Z`;
    svg += `<path d="${snowArea}" fill="${options.snow ?? '#f7fbff'}" clip-path="${clip}"/>`;
  }
  if (options.shade) {
    svg += rect(0, 0, W, H, d.linear([[0, options.shade, 0], [0.55, options.shade, 0.05], [1, options.shade, 0.4]], [0, 0, 1, 0]), `clip-path="${clip}"`);
  }
  return svg;
}

/** A pine tree standing at (x, y), `h` tall; snowy adds white on the branches. */
function pine(x: number, y: number, h: number, color: string, snowy = false): string {
  const w = h * 0.42;
  let svg = rect(x - h * 0.035, y - h * 0.12, h * 0.07, h * 0.12, '#4a3426');
  for (let tier = 0; tier < 3; tier++) {
    const top = y - h + tier * h * 0.22;
    const bottom = y - h * 0.1 - (2 - tier) * h * 0.17;
    const half = (w / 2) * (0.6 + tier * 0.2);
    svg += polygon([[x, top], [x + half, bottom], [x - half, bottom]], color);
    if (snowy) {
      svg += polygon(
        [[x, top], [x + half * 0.45, top + (bottom - top) * 0.45], [x, top + (bottom - top) * 0.35], [x - half * 0.5, top + (bottom - top) * 0.5]],
        '#f4f8fc',
      );
    }
  }
  return svg;
}

function forest(d: Drawing, from: number, to: number, baseY: (x: number) => number, size: [number, number], color: string, snowy = false): string {
  let svg = '';
  for (let x = from; x < to; x += d.between(size[0] * 0.25, size[0] * 0.5)) {
    const h = d.between(size[0], size[1]);
    svg += pine(x, baseY(x) + d.between(-6, 6), h, color, snowy);
  }
  return svg;
}

/** A small cloud of overlapping circles. */
function cloud(d: Drawing, cx: number, cy: number, scale: number, opacity = 0.95): string {
  let svg = `<g opacity="${opacity}">`;
  for (let i = 0; i < 6; i++) {
    svg += circle(cx + d.between(-110, 110) * scale, cy + d.between(-20, 20) * scale, d.between(45, 80) * scale, '#ffffff');
  }
  return `${svg}${ellipse(cx, cy + 30 * scale, 170 * scale, 40 * scale, '#ffffff')}</g>`;
}

function snowfall(d: Drawing, count: number, box: readonly [number, number, number, number], maxR = 6): string {
  return d
    .scatter(count, box)
    .map(([x, y]) => circle(x, y, d.between(1.2, maxR), '#ffffff', `fill-opacity="${r1(d.between(0.45, 0.95))}"`))
    .join('');
}

/** A skier on the slope: body, head, poles and skis along the slope's angle. */
function skier(x: number, y: number, s: number, jacket: string, angle: number): string {
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${angle}) scale(${s})">` +
    ellipse(0, 34, 34, 6, '#9fb3c8', 'fill-opacity="0.5"') +
    rect(-30, 26, 62, 4, '#222a35') +
    `<path d="M-6,26 L-2,0 L8,0 L10,26 Z" fill="#2b3440"/>` +
    `<path d="M-9,2 L-4,-26 L12,-24 L14,2 Z" fill="${jacket}"/>` +
    circle(4, -34, 8, '#f1c9a5') +
    `<path d="M-4,-40 Q4,-50 12,-40 Z" fill="${jacket}"/>` +
    `<path d="M-6,-16 L-22,24 M12,-16 L26,22" stroke="#394452" stroke-width="2.5"/>` +
    '</g>'
  );
}

const SCENES: Record<DemoScene, (d: Drawing) => string> = {
  /** Vista geral da estância: snowy peaks over a lake, the resort's dome and chalets on the shore. */
  resort(d) {
    let svg = sky(d, [[0, '#2a6fb8'], [0.55, '#8cc4ee'], [1, '#e8f4fb']]);
    svg += sun(d, 1480, 210, 70, '#fff8dc', '#ffe9a8');
    svg += cloud(d, 420, 230, 1.1) + cloud(d, 1080, 150, 0.8, 0.85);
    svg += mountains(d, { peaks: [[0, 560], [380, 300], [760, 470], [1180, 250], [1560, 420], [1920, 330]], roughness: 90, fill: '#8aa3c0', shade: '#2d4563', snowLine: 430, snow: '#eef5fc', bottom: 760 });
    svg += mountains(d, { peaks: [[0, 640], [500, 470], [980, 600], [1400, 500], [1920, 620]], roughness: 60, fill: '#4f6f86', shade: '#1c2f40', snowLine: 540, bottom: 780 });
    svg += forest(d, 0, W, () => 700, [40, 90], '#24503f', true);
    // The lake, reflecting the sky, with ripples.
    svg += rect(0, 700, W, 380, d.linear([[0, '#7fb2d6'], [1, '#2f5f86']]));
    for (let i = 0; i < 40; i++) {
      const [x, y] = [d.between(0, W), d.between(720, 1070)];
      svg += rect(x, y, d.between(60, 220), 3, '#e8f4fb', `fill-opacity="${r1(d.between(0.15, 0.4))}"`);
    }
    // The shore and the resort: the main building with its glass dome, and chalets.
    svg += `<path d="M0,890 Q480,840 960,870 T1920,860 L1920,1080 L0,1080 Z" fill="#e9eef3"/>`;
    svg += rect(760, 720, 420, 170, '#f4efe6') + rect(760, 720, 420, 20, '#8b5a3c');
    for (let i = 0; i < 7; i++) svg += rect(790 + i * 56, 770, 34, 60, '#6fa3c9');
    svg += `<path d="M840,722 A130,90 0 0 1 1100,722 Z" fill="${d.linear([[0, '#e3f2fd'], [1, '#8cbde2']])}"/>`;
    for (const [x, h] of [[420, 110], [560, 130], [1320, 120], [1470, 100]] as const) {
      svg += rect(x, 890 - h, 110, h, '#b9855a') + polygon([[x - 20, 890 - h], [x + 55, 890 - h - 70], [x + 130, 890 - h]], '#7a3f2a');
      svg += polygon([[x - 20, 890 - h], [x + 55, 890 - h - 70], [x + 55, 890 - h - 52], [x + 8, 890 - h]], '#f7fbff');
      svg += rect(x + 38, 890 - h + 30, 34, 34, '#ffd98a');
    }
    return `<defs>${d.defs.join('')}</defs>${svg}`;
  },

  /** Pista de ski: a groomed slope between pines, a chair lift and skiers on a bright day. */
  ski(d) {
    let svg = sky(d, [[0, '#1b5ea8'], [0.6, '#7fbcea'], [1, '#d7ecfa']]);
    svg += sun(d, 1640, 170, 64, '#fffbe6', '#fff1b8');
    svg += mountains(d, { peaks: [[0, 420], [320, 250], [700, 380], [1100, 190], [1500, 330], [1920, 260]], roughness: 80, fill: '#9cb3cf', shade: '#35506f', snowLine: 400, bottom: 720 });
    svg += mountains(d, { peaks: [[0, 560], [600, 430], [1200, 520], [1920, 450]], roughness: 50, fill: '#6b8aa6', shade: '#243a52', snowLine: 520, bottom: 760 });
    // The slope, running from the top left down across the picture.
    const slope: Point[] = [[380, 520], [760, 500], [1920, 880], [1920, 1080], [0, 1080], [0, 760]];
    svg += polygon(slope, d.linear([[0, '#ffffff'], [1, '#dbe7f2']], [0, 0, 1, 1]));
    for (let i = 0; i < 14; i++) {
      const offset = i * 40;
      svg += `<path d="M${300 + offset},${600 + offset * 0.6} Q${900 + offset},${700 + offset * 0.3} ${1920},${900 + offset * 0.35}" stroke="#c7d8e8" stroke-width="3" fill="none" stroke-opacity="0.7"/>`;
    }
    svg += forest(d, 0, 420, (x) => 760 - x * 0.5, [70, 140], '#1f4d3a', true);
    svg += forest(d, 800, 1920, (x) => 520 + (x - 800) * 0.3, [60, 120], '#245842', true);
    // Piste markers along the edge.
    for (let i = 0; i < 8; i++) {
      const x = 460 + i * 190;
      const y = 560 + i * 62;
      svg += rect(x, y - 60, 7, 60, '#ff7a1a') + rect(x, y - 60, 7, 14, '#1d2b3a');
    }
    // The chair lift: cable, pylons and chairs.
    svg += `<path d="M120,600 L1700,160" stroke="#3b4756" stroke-width="4"/>`;
    for (const x of [420, 900, 1380]) {
      const y = 600 - ((x - 120) * 440) / 1580;
      svg += rect(x - 8, y, 16, 360 - (x - 420) * 0.05, '#56657a') + rect(x - 40, y - 4, 80, 10, '#3b4756');
    }
    for (let i = 0; i < 9; i++) {
      const x = 200 + i * 170;
      const y = 600 - ((x - 120) * 440) / 1580;
      svg += `<path d="M${x},${y} L${x},${y + 50}" stroke="#3b4756" stroke-width="3"/>` + rect(x - 22, y + 50, 44, 14, '#d33a2c') + rect(x - 22, y + 30, 6, 34, '#d33a2c');
    }
    svg += skier(700, 820, 1.6, '#e63946', 12) + skier(1080, 760, 1.3, '#f4a300', 16) + skier(1420, 930, 1.9, '#2a9d8f', 10) + skier(330, 900, 1.2, '#6c4ab6', 8);
    return `<defs>${d.defs.join('')}</defs>${svg}`;
  },

  /** Neve: a snowy pine forest at dawn under falling snow. */
  snow(d) {
    let svg = sky(d, [[0, '#8fa6c6'], [0.5, '#d4dcea'], [1, '#f6e4ea']]);
    svg += circle(1300, 380, 300, d.radial([[0, '#fff4e6', 0.8], [1, '#fff4e6', 0]]));
    svg += mountains(d, { peaks: [[0, 520], [420, 380], [900, 480], [1350, 350], [1920, 470]], roughness: 70, fill: '#c3cfe0', shade: '#6d7f9a', snowLine: 470, snow: '#f2f5fa', bottom: 800 });
    svg += forest(d, -40, W + 40, () => 720, [90, 170], '#3c5a5e', true);
    svg += `<path d="M0,760 Q400,690 900,740 T1920,720 L1920,1080 L0,1080 Z" fill="${d.linear([[0, '#f7f9fc'], [1, '#dde5f0']])}"/>`;
    svg += forest(d, -60, 560, (x) => 860 + x * 0.05, [220, 360], '#24443f', true);
    svg += forest(d, 1420, W + 60, (x) => 880 - (x - 1420) * 0.04, [200, 340], '#24443f', true);
    for (let i = 0; i < 6; i++) {
      svg += `<path d="M${d.between(0, 1500)},${d.between(900, 1060)} q180,-40 360,0" stroke="#c9d5e5" stroke-width="5" fill="none" stroke-opacity="0.6"/>`;
    }
    svg += snowfall(d, 420, [0, 0, W, H], 7);
    return `<defs>${d.defs.join('')}</defs>${svg}`;
  },

  /** Piscina interior: the indoor pool under arched windows that look onto the mountains. */
  aquapark(d) {
    let svg = rect(0, 0, W, H, d.linear([[0, '#efe3cf'], [1, '#d9c4a3']]));
    // Timber ceiling.
    svg += rect(0, 0, W, 110, '#8a5a36');
    for (let x = 0; x < W; x += 120) svg += rect(x, 0, 40, 110, '#6e4526');
    // Arched windows with the view.
    const windows = [160, 560, 960, 1360].map((x) => `<path d="M${x},620 L${x},260 A200,160 0 0 1 ${x + 400},260 L${x + 400},620 Z"/>`).join('');
    const view = d.clip(windows);
    svg += `<g clip-path="${view}">` + rect(0, 100, W, 540, d.linear([[0, '#3b86cf'], [1, '#bfe1f7']]));
    svg += mountains(d, { peaks: [[0, 460], [500, 300], [1000, 420], [1500, 280], [1920, 400]], roughness: 70, fill: '#8ea9c6', shade: '#2d4766', snowLine: 380, bottom: 640 });
    svg += forest(d, 0, W, () => 630, [50, 90], '#2b5a45', true) + '</g>';
    for (const x of [140, 540, 940, 1340, 1740]) svg += rect(x, 180, 40, 470, '#f7efe2') + rect(x - 10, 630, 60, 30, '#e3d3b8');
    // Pool deck, water with light, and its stone edge.
    svg += rect(0, 650, W, 430, '#e9dcc6');
    svg += `<path d="M120,760 L1800,760 L1900,1080 L20,1080 Z" fill="${d.linear([[0, '#3cc8d8'], [1, '#067f9e']])}"/>`;
    for (let i = 0; i < 70; i++) {
      svg += ellipse(d.between(140, 1800), d.between(780, 1070), d.between(20, 80), d.between(4, 10), '#e9fbff', `fill-opacity="${r1(d.between(0.15, 0.45))}"`);
    }
    for (const x of [300, 700, 1100, 1500]) svg += rect(x, 780, 160, 290, '#ffffff', 'fill-opacity="0.12"');
    svg += `<path d="M120,760 L1800,760" stroke="#fbf6ec" stroke-width="16"/>`;
    // Loungers and a plant.
    for (const x of [220, 520, 1320, 1620]) {
      svg += `<path d="M${x},700 L${x + 170},700 L${x + 200},670" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round"/>` + rect(x + 10, 706, 8, 30, '#b9a68a') + rect(x + 150, 706, 8, 30, '#b9a68a');
    }
    svg += rect(900, 640, 90, 90, '#b5643c');
    for (let i = 0; i < 9; i++) svg += ellipse(945 + d.between(-60, 60), 600 + d.between(-60, 30), 22, 60, '#3f8a4f', `transform="rotate(${r1(d.between(-40, 40))} 945 640)"`);
    return `<defs>${d.defs.join('')}</defs>${svg}`;
  },

  /** Piscina termal: an outdoor thermal pool steaming at dusk, stones and lanterns around it. */
  thermal(d) {
    let svg = sky(d, [[0, '#262a5a'], [0.45, '#b5607a'], [0.75, '#f09a6a'], [1, '#f8cf8f']]);
    svg += sun(d, 1300, 560, 80, '#ffd9a0', '#ffb070');
    svg += mountains(d, { peaks: [[0, 520], [420, 400], [880, 520], [1400, 420], [1920, 500]], roughness: 70, fill: '#4a3f63', bottom: 700 });
    svg += mountains(d, { peaks: [[0, 620], [600, 560], [1300, 640], [1920, 580]], roughness: 40, fill: '#2c2744', bottom: 740 });
    svg += rect(0, 700, W, 380, '#3a3340');
    // The pool and its reflections.
    svg += ellipse(960, 900, 860, 180, '#5b5560');
    svg += ellipse(960, 900, 820, 160, d.linear([[0, '#f3b58a'], [0.4, '#3fa9a6'], [1, '#17606b']]));
    for (let i = 0; i < 30; i++) svg += rect(d.between(300, 1600), d.between(780, 1030), d.between(40, 160), 3, '#ffe3c2', `fill-opacity="${r1(d.between(0.2, 0.5))}"`);
    // Stones along the rim.
    for (let a = 0; a < Math.PI * 2; a += 0.11) {
      const x = 960 + Math.cos(a) * 850;
      const y = 900 + Math.sin(a) * 175;
      svg += ellipse(x, y, d.between(30, 55), d.between(16, 26), d.pick(['#6d6670', '#7c7480', '#5e5763']));
    }
    // Steam rising.
    const steam = d.radial([[0, '#ffffff', 0.55], [1, '#ffffff', 0]]);
    for (let i = 0; i < 26; i++) svg += ellipse(d.between(250, 1650), d.between(620, 900), d.between(120, 260), d.between(50, 110), steam);
    // Lanterns.
    for (const x of [160, 420, 1500, 1760]) {
      svg += rect(x - 4, 700, 8, 140, '#1e1a24') + circle(x, 696, 60, d.radial([[0, '#ffcf7a', 0.8], [1, '#ffcf7a', 0]])) + circle(x, 696, 14, '#ffe2a6');
    }
    return `<defs>${d.defs.join('')}</defs>${svg}`;
  },

  /** Aquapark exterior: water slides, a pool and parasols on a summer day. */
  summer(d) {
    let svg = sky(d, [[0, '#1f7fd6'], [0.7, '#8fd0ff'], [1, '#d8f1ff']]);
    svg += sun(d, 260, 180, 80, '#fff6c2', '#ffe27a');
    svg += cloud(d, 900, 170, 1) + cloud(d, 1500, 260, 1.2) + cloud(d, 1250, 120, 0.6);
    svg += mountains(d, { peaks: [[0, 560], [500, 440], [1100, 520], [1600, 430], [1920, 500]], roughness: 50, fill: '#6fae5f', shade: '#2e6a3a', bottom: 760 });
    // Slides: tower, three tubes with a light stripe, supports.
    svg += rect(1400, 260, 220, 520, '#e7e2da') + rect(1380, 240, 260, 30, '#c0392b');
    for (let y = 320; y < 760; y += 80) svg += rect(1400, y, 220, 8, '#cfc7bb');
    const slides: Array<[string, string]> = [
      ['#ff5a36', 'M1400,300 C1100,320 1250,520 950,560 S700,760 560,820'],
      ['#ffc61a', 'M1420,420 C1200,480 1300,640 1050,690 S850,800 760,850'],
      ['#2bb673', 'M1620,360 C1800,480 1700,640 1500,700 S1300,820 1200,860'],
    ];
    for (const [color, path] of slides) {
      svg += `<path d="${path}" stroke="${color}" stroke-width="54" fill="none" stroke-linecap="round"/>`;
      svg += `<path d="${path}" stroke="#ffffff" stroke-width="10" fill="none" stroke-opacity="0.55" stroke-linecap="round" transform="translate(0 -12)"/>`;
    }
    for (const x of [700, 900, 1100, 1300, 1700]) svg += rect(x, 620 + (x % 300) / 3, 12, 260, '#b8b0a5');
    // The pool.
    svg += rect(0, 800, W, 280, '#f2e6cf');
    svg += `<path d="M80,860 Q960,820 1840,860 L1880,1080 L40,1080 Z" fill="${d.linear([[0, '#5fd4ec'], [1, '#1487c9']])}"/>`;
    for (let i = 0; i < 60; i++) svg += ellipse(d.between(100, 1820), d.between(870, 1070), d.between(20, 70), d.between(3, 8), '#ffffff', `fill-opacity="${r1(d.between(0.2, 0.5))}"`);
    // Parasols on the lawn.
    for (const [x, color] of [[160, '#ff6b6b'], [360, '#ffd166'], [1760, '#4ecdc4']] as const) {
      svg += rect(x - 4, 720, 8, 130, '#6b5b4b') + `<path d="M${x - 110},730 Q${x},620 ${x + 110},730 Z" fill="${color}"/>`;
    }
    return `<defs>${d.defs.join('')}</defs>${svg}`;
  },

  /** Carnaval na neve: confetti, streamers and bunting over the slope at sunset. */
  carnival(d) {
    let svg = sky(d, [[0, '#3b1f6b'], [0.5, '#a23b8f'], [1, '#ff9d6c']]);
    svg += mountains(d, { peaks: [[0, 500], [400, 330], [900, 450], [1400, 300], [1920, 430]], roughness: 70, fill: '#7c6aa8', shade: '#2b1f4d', snowLine: 430, snow: '#f6e9f5', bottom: 760 });
    svg += `<path d="M0,700 Q700,600 1920,760 L1920,1080 L0,1080 Z" fill="${d.linear([[0, '#fdf3fb'], [1, '#e3d6ee']])}"/>`;
    svg += forest(d, 0, W, (x) => 700 - Math.sin(x / 300) * 30 - (x < 960 ? (960 - x) * 0.08 : 0), [60, 110], '#2c3f4f', true);
    // Bunting.
    for (const [y0, sag] of [[140, 120], [260, 90]] as const) {
      svg += `<path d="M0,${y0} Q960,${y0 + sag * 2} 1920,${y0}" stroke="#ffffff" stroke-width="3" fill="none"/>`;
      for (let x = 40; x < W; x += 80) {
        const t = x / W;
        const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
        svg += polygon([[x - 26, y], [x + 26, y], [x, y + 52]], d.pick(['#ff4d6d', '#ffd23f', '#3bceac', '#4d96ff', '#ff8c42', '#c77dff']));
      }
    }
    // Streamers and confetti.
    for (let i = 0; i < 12; i++) {
      const x = d.between(0, W);
      const y = d.between(300, 900);
      svg += `<path d="M${r1(x)},${r1(y)} q40,-60 80,0 t80,0 t80,0" stroke="${d.pick(['#ff4d6d', '#ffd23f', '#3bceac', '#4d96ff'])}" stroke-width="7" fill="none" stroke-linecap="round" stroke-opacity="0.9"/>`;
    }
    for (const [x, y] of d.scatter(360, [0, 0, W, H])) {
      const color = d.pick(['#ff4d6d', '#ffd23f', '#3bceac', '#4d96ff', '#ff8c42', '#c77dff', '#ffffff']);
      svg += rect(x, y, d.between(8, 18), d.between(4, 9), color, `transform="rotate(${Math.round(d.between(0, 180))} ${r1(x)} ${r1(y)})"`);
    }
    // Masked skiers in the parade.
    svg += skier(620, 860, 1.8, '#ff4d6d', 6) + skier(900, 900, 1.9, '#ffd23f', 4) + skier(1180, 880, 1.7, '#3bceac', 2) + skier(1460, 910, 1.8, '#4d96ff', 0);
    return `<defs>${d.defs.join('')}</defs>${svg}`;
  },

  /** Serra da Gardunha: rolling green hills, granite boulders, cherry trees and a white village. */
  gardunha(d) {
    let svg = sky(d, [[0, '#6faee0'], [0.55, '#c9e2f1'], [1, '#f9dfae']]);
    svg += sun(d, 1540, 330, 60, '#fff3d1', '#ffd98a');
    svg += cloud(d, 500, 200, 0.9, 0.8);
    svg += mountains(d, { peaks: [[0, 470], [500, 360], [1000, 430], [1500, 340], [1920, 420]], roughness: 50, fill: '#9ab3c4', bottom: 700 });
    svg += mountains(d, { peaks: [[0, 560], [700, 470], [1300, 540], [1920, 480]], roughness: 40, fill: '#6f9a78', shade: '#2d5a3d', bottom: 760 });
    svg += mountains(d, { peaks: [[0, 700], [600, 620], [1200, 690], [1920, 640]], roughness: 30, fill: '#7fae5a', shade: '#3d6b2b', bottom: H });
    // The village on the hillside: white houses with terracotta roofs.
    for (let i = 0; i < 14; i++) {
      const x = 1100 + i * 42 + d.between(-10, 10);
      const y = 660 + Math.abs(7 - i) * 6 + d.between(-8, 8);
      svg += rect(x, y, 36, 28, '#fbf8f1') + polygon([[x - 4, y], [x + 18, y - 16], [x + 40, y]], '#c2562f') + rect(x + 14, y + 12, 8, 16, '#6b4a33');
    }
    svg += rect(1380, 600, 22, 60, '#fbf8f1') + polygon([[1376, 600], [1391, 576], [1406, 600]], '#c2562f');
    // A winding road.
    svg += `<path d="M300,1080 C520,920 420,820 760,780 S1160,720 1260,700" stroke="#e8d5a9" stroke-width="26" fill="none"/>`;
    // Granite boulders.
    for (const [x, y, s] of [[180, 860, 1.4], [1650, 900, 1.7], [1460, 980, 1], [880, 940, 0.9]] as const) {
      svg += ellipse(x, y, 90 * s, 55 * s, '#9a9890') + ellipse(x - 20 * s, y - 18 * s, 55 * s, 30 * s, '#b6b4ab');
    }
    // Cherry trees, laden with fruit.
    for (const [x, y, s] of [[120, 820, 1.3], [560, 900, 1.6], [1120, 860, 1.2], [1820, 830, 1.4]] as const) {
      svg += rect(x - 10 * s, y - 60 * s, 20 * s, 110 * s, '#5a3d2b');
      for (let i = 0; i < 7; i++) svg += circle(x + d.between(-70, 70) * s, y - 110 * s + d.between(-50, 30) * s, d.between(45, 70) * s, d.pick(['#2f6b2f', '#3a7d34', '#2a5f2a']));
      for (let i = 0; i < 40; i++) svg += circle(x + d.between(-110, 110) * s, y - 110 * s + d.between(-80, 50) * s, 6 * s, d.pick(['#c1121f', '#a4161a', '#e5383b']));
    }
    return `<defs>${d.defs.join('')}</defs>${svg}`;
  },

  /** Vales de oferta: a gift card tied with a ribbon, on the resort's blue, snowflakes and waves around. */
  voucher(d) {
    let svg = rect(0, 0, W, H, d.linear([[0, '#08396a'], [1, '#1f6fb2']], [0, 0, 1, 1]));
    // A pattern of snowflakes and waves.
    for (const [x, y] of d.scatter(40, [0, 0, W, H])) {
      const s = d.between(14, 34);
      svg += `<path d="M${r1(x - s)},${r1(y)} L${r1(x + s)},${r1(y)} M${r1(x - s / 2)},${r1(y - s * 0.87)} L${r1(x + s / 2)},${r1(y + s * 0.87)} M${r1(x - s / 2)},${r1(y + s * 0.87)} L${r1(x + s / 2)},${r1(y - s * 0.87)}" stroke="#ffffff" stroke-width="3" stroke-opacity="0.18"/>`;
    }
    for (let y = 80; y < H; y += 160) svg += `<path d="M0,${y} q60,-30 120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0 t120,0" stroke="#ffffff" stroke-width="2" fill="none" stroke-opacity="0.08"/>`;
    // The card, slightly turned, with its shadow.
    svg += `<g transform="rotate(-6 960 540)">`;
    svg += rect(520, 300, 880, 520, '#021a33', 'rx="36" fill-opacity="0.35" transform="translate(18 26)"');
    svg += rect(520, 300, 880, 520, d.linear([[0, '#fffdf7'], [1, '#f1e6cf']], [0, 0, 1, 1]), 'rx="36"');
    svg += rect(560, 340, 800, 440, 'none', 'rx="24" stroke="#d9b86a" stroke-width="4" stroke-dasharray="14 10"');
    // Icons on the card: a snowy peak and waves.
    svg += polygon([[610, 770], [730, 610], [850, 770]], '#1f6fb2') + polygon([[730, 610], [766, 658], [746, 652], [730, 672], [714, 652], [694, 658]], '#ffffff');
    svg += `<path d="M1050,690 q40,-30 80,0 t80,0 t80,0 M1050,745 q40,-30 80,0 t80,0 t80,0" stroke="#2bb3c0" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    svg += circle(700, 420, 44, '#ffd166') + circle(1240, 420, 30, '#9ad1e8') + circle(1300, 440, 22, '#9ad1e8');
    // The ribbon and its bow.
    svg += rect(900, 300, 70, 520, '#d62839') + rect(520, 520, 880, 60, '#d62839');
    svg += ellipse(880, 520, 90, 48, '#e63946', 'transform="rotate(-25 880 520)"') + ellipse(990, 520, 90, 48, '#e63946', 'transform="rotate(25 990 520)"');
    svg += polygon([[920, 560], [860, 690], [900, 680], [930, 700]], '#b81d2e') + polygon([[950, 560], [1010, 690], [970, 680], [940, 700]], '#b81d2e');
    svg += circle(935, 540, 36, '#b81d2e');
    svg += '</g>';
    // Sparkles.
    for (const [x, y] of d.scatter(18, [80, 80, W - 160, H - 160])) {
      const s = d.between(10, 22);
      svg += polygon([[x, y - s], [x + s * 0.3, y - s * 0.3], [x + s, y], [x + s * 0.3, y + s * 0.3], [x, y + s], [x - s * 0.3, y + s * 0.3], [x - s, y], [x - s * 0.3, y - s * 0.3]], '#ffd166', 'fill-opacity="0.9"');
    }
    return `<defs>${d.defs.join('')}</defs>${svg}`;
  },
};
