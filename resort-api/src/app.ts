import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { registerEntityRoutes } from './accounts/entity.routes.ts';
import { SCRYPT_PARAMS, type ScryptParams } from './accounts/password.ts';
import { registerLoginRoutes } from './accounts/login.routes.ts';
import { registerRecoveryRoutes } from './accounts/recovery.routes.ts';
import { sessionResolver } from './accounts/session.repository.ts';
import { DEFAULT_MAIL_FROM, DEFAULT_PAYMENT_NOTIFICATION_SECRET, DEFAULT_SMTP_URL, type ResortApiConfig, loadConfig } from './config.ts';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes.ts';
import { registerBannerRoutes } from './content/banner.routes.ts';
import { registerContentRoutes } from './content/content.routes.ts';
import { registerErrorReportRoutes } from './content/error-report.routes.ts';
import { registerSiteSettingsRoutes } from './content/settings.routes.ts';
import { registerTestimonialRoutes } from './content/testimonial.routes.ts';
import type { Db } from './db/client.ts';
import { registerDeskRoutes } from './desk/desk.routes.ts';
import { HEALTH_PATHS, registerHealthRoutes } from './health/health.routes.ts';
import { authenticate, siteTokenResolver } from './http/auth.ts';
import type { ApiApp, AppEnv } from './http/env.ts';
import { createErrorHandler, errorBody, notFoundHandler, validationHook } from './http/errors.ts';
import { OPENAPI_PATH, registerOpenApiDocument } from './http/openapi.ts';
import { anyOf } from './http/principal.ts';
import { requestLog } from './http/request-log.ts';
import { traceRequests } from './observability/trace-requests.ts';
import type { Logger } from './logger.ts';
import { registerMailRoutes } from './mail/mail.routes.ts';
import { DEFAULT_IMAGE_CACHE_BYTES, ImageRenderer } from './media/image-renderer.ts';
import { DOCUMENT_PATHS, registerDocumentRoutes } from './media/document.routes.ts';
import { IMAGE_PATHS, registerImageRoutes } from './media/image.routes.ts';
import { type Mailer, createSmtpMailer } from './mail/mailer.ts';
import { registerOrderRoutes } from './orders/order.routes.ts';
import { registerOrderWriteRoutes } from './orders/order-write.routes.ts';
import { registerQrHistoryRoutes } from './orders/qr-history.routes.ts';
import { registerLessonRoutes } from './lessons/lessons.routes.ts';
import { registerPurchaseCodeRoutes } from './lessons/purchase-code.routes.ts';
import { registerPartnerKeyRoutes } from './partners/partner-key.routes.ts';
import { registerReservationRoutes } from './reservations/catalogue.routes.ts';
import { NOTIFICATION_PATHS, registerPaymentRoutes } from './payments/payment.routes.ts';
import { SANDBOX_PREFIX, registerSandboxRoutes } from './payments/sandbox.routes.ts';
import { registerSandboxRefundRoutes } from './payments/sandbox-refund.routes.ts';
import { sandboxRefundProvider } from './payments/sandbox-refund.ts';
import { registerStructureRoutes } from './structure/structure.routes.ts';
import { registerWaitingRoutes } from './waiting/waiting.routes.ts';

export interface AppDeps {
  db: Db;
  /** The SMTP settings default to a local catcher (config.ts). */
  config: Pick<ResortApiConfig, 'publicSiteToken'> &
    Partial<Pick<ResortApiConfig, 'smtpUrl' | 'mailFrom' | 'paymentNotificationSecret' | 'paymentSandbox' | 'paymentSandboxUrl' | 'companyCode'>>;
  logger: Logger;
  /**
   * The clock, injectable so tests can fix "now" (defaults to the system clock): session and
   * recovery code expiry, and later holds, previews and payment deadlines.
   */
  now?: () => Date;
  /** Defaults to SMTP with config.smtpUrl. */
  mailer?: Mailer;
  /**
   * The scrypt cost of new password hashes; defaults to SCRYPT_PARAMS (N=2^15, r=8, p=1). Only
   * tests lower it, to run faster; verification always reads the cost from the stored hash.
   */
  scrypt?: ScryptParams;
  /**
   * Resizes pictures for GET /image and keeps the results in memory; defaults to one holding up
   * to 64 MB. Tests pass their own to watch its counters.
   */
  imageRenderer?: ImageRenderer;
}

/**
 * Paths answered without a bearer token; everything else requires one (auth.ts). The image
 * service and the documents are public: `<img>` tags and download links cannot send a bearer.
 */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  OPENAPI_PATH,
  HEALTH_PATHS.live,
  HEALTH_PATHS.ready,
  IMAGE_PATHS.resize,
  // Payment providers sign their notifications instead (payments/notification-signature.ts).
  ...NOTIFICATION_PATHS,
]);
// The payment sandbox's pages: a browser is sent there; the token in the path is the capability.
// With the sandbox off nothing is served there, and anyone is answered 404 alike.
const PUBLIC_PREFIXES: readonly string[] = [IMAGE_PATHS.originalsPrefix, DOCUMENT_PATHS.prefix, SANDBOX_PREFIX];

/** The largest request body: a mail's HTML (at most 500 000 characters) with room to spare. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * The resort REST API as a Hono app, with no socket and no process concerns: server.ts listens
 * with it, tests call `app.request(...)` in memory. The API base is the server root.
 */
export function buildApp(deps: AppDeps): ApiApp {
  const now = deps.now ?? (() => new Date());
  const mailer =
    deps.mailer ??
    createSmtpMailer({
      smtpUrl: deps.config.smtpUrl ?? DEFAULT_SMTP_URL,
      mailFrom: deps.config.mailFrom ?? DEFAULT_MAIL_FROM,
    });
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', traceRequests());
  app.use('*', requestLog(deps.logger));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody('payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes`), 413),
    }),
  );
  // A bearer is the public site token, or the token of a live session (spec 000 §6).
  app.use(
    '*',
    authenticate({
      resolve: anyOf(siteTokenResolver(deps.config.publicSiteToken), sessionResolver(deps.db, now)),
      publicPaths: PUBLIC_PATHS,
      publicPrefixes: PUBLIC_PREFIXES,
    }),
  );
  app.onError(createErrorHandler(deps.logger));
  app.notFound(notFoundHandler);

  // One module per domain, each registering its own routes (spec 000 §7 "calls").
  const domain = { db: deps.db, logger: deps.logger, now, scrypt: deps.scrypt ?? SCRYPT_PARAMS };
  registerHealthRoutes(app, deps);
  registerBannerRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerTestimonialRoutes(app, domain);
  registerErrorReportRoutes(app, domain);
  registerSiteSettingsRoutes(app, deps);
  registerStructureRoutes(app, deps);
  registerLoginRoutes(app, domain);
  registerEntityRoutes(app, domain);
  registerRecoveryRoutes(app, domain);
  registerOrderRoutes(app, domain);
  registerCatalogueRoutes(app, deps);
  // The reservation calls carry no company code: they are the configured company's (COMPANY_CODE).
  registerReservationRoutes(app, { ...domain, companyCode: deps.config.companyCode ?? loadConfig({}).companyCode });
  // Lessons: the paths carry the company code or none; either way the configured company's.
  const lessons = { db: deps.db, now, companyCode: deps.config.companyCode ?? loadConfig({}).companyCode };
  registerLessonRoutes(app, lessons);
  registerPurchaseCodeRoutes(app, lessons);
  registerOrderWriteRoutes(app, domain);
  registerQrHistoryRoutes(app, domain);
  // The payment sandbox stands in for the payment providers in development only (config PAYMENT_SANDBOX).
  const sandbox = deps.config.paymentSandbox ?? loadConfig({}).paymentSandbox;
  registerPaymentRoutes(app, {
    ...domain,
    notificationSecret: deps.config.paymentNotificationSecret ?? DEFAULT_PAYMENT_NOTIFICATION_SECRET,
    sandbox,
    sandboxUrl: deps.config.paymentSandboxUrl,
  });
  if (sandbox) {
    registerSandboxRoutes(app, domain);
    registerSandboxRefundRoutes(app, {
      ...domain,
      notificationSecret: deps.config.paymentNotificationSecret ?? DEFAULT_PAYMENT_NOTIFICATION_SECRET,
    });
  }
  // The desk's day: the configured company's, as the reservation calls.
  registerDeskRoutes(app, {
    db: deps.db,
    now,
    companyCode: lessons.companyCode,
    refundProvider: sandbox ? sandboxRefundProvider(deps.db, now) : null,
  });
  registerPartnerKeyRoutes(app, { db: deps.db, now, companyCode: lessons.companyCode });
  // The waiting list of a full slot: the configured company's, as the reservation calls.
  registerWaitingRoutes(app, { db: deps.db, now, companyCode: lessons.companyCode });
  registerMailRoutes(app, { mailer, logger: deps.logger });
  registerImageRoutes(app, {
    db: deps.db,
    renderer: deps.imageRenderer ?? new ImageRenderer(DEFAULT_IMAGE_CACHE_BYTES),
  });
  registerDocumentRoutes(app, { db: deps.db });

  registerOpenApiDocument(app);
  return app;
}
