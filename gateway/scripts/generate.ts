/**
 * Writes the resolver types (src/__generated__/resolvers-types.ts) from the modules' SDL, so every
 * resolver is checked against the schema. Run by `npm run generate`, `npm start` and `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { moduleTypeDefs } from '../src/modules/sdl.ts';

const out = new URL('../src/__generated__/resolvers-types.ts', import.meta.url);

const output = await codegen({
  filename: out.pathname,
  schema: mergeTypeDefs(moduleTypeDefs()),
  documents: [],
  plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
  pluginMap: { typescript: typescriptPlugin, typescriptResolvers: resolversPlugin },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    contextType: '../context.ts#GatewayContext',
    // Parents are the validated upstream shapes of the contract (style: "a parent object is
    // always the validated upstream shape").
    mappers: {
      Banner: '../modules/content/parents.ts#BannerParent',
      MenuItem: '../modules/structure/parents.ts#MenuItemParent',
      Image: '../modules/content/parents.ts#ImageParent',
      Video: '../modules/content/parents.ts#VideoParent',
      Document: '../modules/content/parents.ts#DocumentParent',
      CaptionedImage: '../modules/content/parents.ts#CaptionedImageParent',
      ContentBlock: '../modules/content/parents.ts#ContentBlockParent',
      Page: '../modules/content/parents.ts#ContentItemParent',
      Article: '../modules/content/parents.ts#ContentItemParent',
      PressItem: '../modules/content/parents.ts#ContentItemParent',
      Gallery: '../modules/content/parents.ts#ContentItemParent',
      Testimonial: '../modules/content/parents.ts#ContentItemParent',
      NewsList: '../modules/content/parents.ts#ListViewParent',
      PressList: '../modules/content/parents.ts#ListViewParent',
      GalleryList: '../modules/content/parents.ts#ListViewParent',
      NotFound: '../modules/content/parents.ts#NotFoundParent',
      Redirect: '../modules/content/parents.ts#RedirectParent',
      SiteSettings: '../modules/content/parents.ts#SiteSettingsParent',
      HomeContent: '../modules/content/parents.ts#HomeContentParent',
      Product: '../modules/shop/parents.ts#ProductParent',
      ProductGroup: '../modules/shop/parents.ts#ProductGroupParent',
      ProductBadge: '../modules/shop/parents.ts#ProductBadgeParent',
      ProductFeature: '../modules/shop/parents.ts#ProductFeatureParent',
      Quote: '../modules/shop/parents.ts#QuoteParent',
      QuoteLine: '../modules/shop/parents.ts#QuoteLineParent',
      CardPayment: '../modules/shop/parents.ts#CardPaymentParent',
      MbWayPayment: '../modules/shop/parents.ts#MbWayPaymentParent',
      MultibancoPayment: '../modules/shop/parents.ts#MultibancoPaymentParent',
      PaymentResult: '../modules/shop/parents.ts#PaymentResultParent',
      Viewer: '../modules/accounts/parents.ts#ViewerParent',
      Account: '../modules/accounts/parents.ts#AccountParent',
      Order: '../modules/orders/parents.ts#OrderParent',
      OrderLine: '../modules/orders/parents.ts#OrderLineParent',
      MultibancoReference: '../modules/orders/parents.ts#MultibancoParent',
      Service: '../modules/reservations/parents.ts#ServiceParent',
      TimeSlot: '../modules/reservations/parents.ts#TimeSlotParent',
      EntranceTicket: '../modules/reservations/parents.ts#EntranceTicketParent',
      TimerSettings: '../modules/reservations/parents.ts#TimerSettingsParent',
      TimedCart: '../modules/reservations/hold-parents.ts#TimedCartParent',
      TimedCartLine: '../modules/reservations/hold-parents.ts#TimedCartLineParent',
      HoldTick: '../modules/reservations/hold-parents.ts#HoldTickParent',
      HoldExpired: '../modules/reservations/hold-parents.ts#HoldExpiredParent',
      HoldNotice: '../modules/reservations/hold-parents.ts#HoldNoticeParent',
      HoldChannelDown: '../modules/reservations/hold-parents.ts#HoldChannelDownParent',
      HoldPayload: '../modules/reservations/hold-parents.ts#HoldPayloadParent',
      LessonOrder: '../modules/lessons/parents.ts#LessonOrderParent',
      LessonLine: '../modules/lessons/parents.ts#LessonLineParent',
      LessonSlot: '../modules/lessons/parents.ts#LessonSlotParent',
      LessonBooking: '../modules/lessons/parents.ts#LessonBookingParent',
      LessonPurchaseCode: '../modules/lessons/parents.ts#LessonPurchaseCodeParent',
      BookLessonPayload: '../modules/lessons/booking-service.ts#BookResult',
      CancelLessonPayload: '../modules/lessons/booking-service.ts#CancelResult',
      Desk: '../modules/desk/parents.ts#DeskParent',
      DeskGroup: '../modules/desk/parents.ts#DeskGroupParent',
      DeskCustomer: '../modules/desk/parents.ts#DeskCustomerParent',
      DeskReceipt: '../modules/desk/parents.ts#DeskReceiptParent',
    },
    scalars: { DateTime: 'string', Date: 'string', ID: 'string' },
    resolverTypeWrapperSignature: 'T | Promise<T>',
    avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
    maybeValue: 'T | null',
  },
});

mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, `/* Generated by gateway/scripts/generate.ts from the modules' SDL. Do not edit. */\n${output}`);
console.log(`wrote ${out.pathname}`);
