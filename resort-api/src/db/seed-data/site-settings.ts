import type { SiteSettingsDoc } from '../json-types.ts';

/**
 * The demo site settings (GET web/settings/{companycode}): the SEO defaults pages fall back to
 * (spec 000 §2 "Content page pieces"), the resort's postal address in Fundão (spec 000 §1), the
 * contact page's map point, social and app links, the virtual tour and the home page video. The
 * company, its phone and links are illustrative; the French SEO texts are left empty (pt fallback).
 */
export const SITE_SETTINGS_SEED: SiteSettingsDoc = {
  name: 'Estância — Neve e Spa do Fundão',
  seo: {
    title: 'Estância — Neve e Spa do Fundão',
    description:
      'Pista de neve aberta todo o ano, aquapark coberto e spa termal na Serra da Gardunha, no Fundão. Conteúdo ilustrativo.',
    keywords: 'Fundão, Serra da Gardunha, neve, ski, snowboard, aquapark, spa, termas',
    image: '/images/banners/estancia.jpg',
  },
  language: {
    '2': {
      title: 'Estância — Snow and Spa in Fundão',
      description: 'A snow slope open all year, an indoor aquapark and a thermal spa in the Gardunha mountains.',
      keywords: 'Fundão, Gardunha, snow, ski, aquapark, spa',
    },
    '3': {
      title: 'Estância — Nieve y Spa en Fundão',
      description: 'Pista de nieve todo el año, aquapark cubierto y spa termal en la Serra da Gardunha.',
      keywords: '',
    },
    '4': { title: '', description: '', keywords: '' },
  },
  address: { street: 'Estrada da Gardunha, s/n', postalCode: '6230-000', locality: 'Fundão', country: 'Portugal' },
  phone: '+351 275 000 000',
  email: 'geral@estancia.pt',
  // On the northern slope of the Serra da Gardunha, above Fundão.
  map: { latitude: 40.1245, longitude: -7.4921 },
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/estancia.fundao.demo' },
    { network: 'instagram', url: 'https://www.instagram.com/estancia.fundao.demo' },
    { network: 'youtube', url: 'https://www.youtube.com/@estancia-fundao-demo' },
  ],
  apps: [
    { store: 'apple', url: 'https://apps.apple.com/pt/app/estancia-demo/id0000000000' },
    { store: 'google', url: 'https://play.google.com/store/apps/details?id=pt.estancia.demo' },
  ],
  virtualTourUrl: 'https://my.matterport.com/show/?m=EstanciaDemo1',
  videoUrl: 'https://www.youtube-nocookie.com/embed/Xk3pT9bLq2A',
};
