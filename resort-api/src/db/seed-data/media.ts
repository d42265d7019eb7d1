import type { DemoScene } from '../../media/demo-pictures.ts';

/**
 * The demo image library (the `media` table): one picture for every image link of the demo data
 * (banners.ts; a test checks none is missing), plus the pictures the pages to come will use. Each
 * is drawn at seeding time (media/demo-pictures.ts): 1920 × 1080 JPEGs, as a back-office upload of
 * a banner would be.
 */
export interface MediaSeed {
  /** The link content items use. */
  path: string;
  scene: DemoScene;
}

export const MEDIA_SEEDS: readonly MediaSeed[] = [
  /** "Bem-vindo à Estância": the resort by its lake under snowy peaks. */
  { path: '/images/banners/estancia.jpg', scene: 'resort' },
  /** "Neve todo o ano no Fundão": the ski slope with its chair lift. */
  { path: '/images/banners/ski.jpg', scene: 'ski' },
  /** Snow: a snowy pine forest under falling snow (the snow pages). */
  { path: '/images/banners/neve.jpg', scene: 'snow' },
  /** "Aquapark e Spa termal": the indoor pool. */
  { path: '/images/banners/aquapark.jpg', scene: 'aquapark' },
  /** The outdoor thermal pool at dusk (the spa pages). */
  { path: '/images/banners/termas.jpg', scene: 'thermal' },
  /** "Abertura da época de verão": the outdoor Aquapark's slides. */
  { path: '/images/banners/verao.jpg', scene: 'summer' },
  /** "Carnaval na neve": the parade on the slope. */
  { path: '/images/banners/carnaval.jpg', scene: 'carnival' },
  /** "Descubra a Serra da Gardunha": hills, cherry trees and a village. */
  { path: '/images/banners/gardunha.jpg', scene: 'gardunha' },
  /**
   * A gift voucher (the shop's voucher pages). The "Vales de oferta" banner itself keeps no image
   * on purpose: it exercises the slideshow's placeholder (banners.ts).
   */
  { path: '/images/banners/vales.jpg', scene: 'voucher' },
];
