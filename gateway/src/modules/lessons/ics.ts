import { TZDate } from '@date-fns/tz';
import { ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { type GatewayDeps, createContext } from '../../kernel/context.ts';
import { type HttpRoute, type RouteHandler, guarded, json } from '../../kernel/http-route.ts';
import { RESORT_TIME_ZONE } from '../../time.ts';
import { fromGlobalId, toGlobalId } from '../../kernel/global-id.ts';
import { bookingById } from './lesson-orders.ts';
import { endOf, startOf } from './lesson-view.ts';
import type { LessonBookingParent } from './parents.ts';

/**
 * "Add to calendar" for a booked lesson: GET /calendar/lessons/{LessonBooking id}.ics answers an
 * iCalendar file in the resort's time zone (Europe/Lisbon, with its VTIMEZONE so a calendar shows
 * the lesson at the hour the resort means, DST included). Only the booking's own customer gets it:
 * for anyone else, signed in or not, it does not exist (404), as an unknown booking.
 */
export const LESSON_CALENDAR_PREFIX = '/calendar/lessons/';
const PATH = /^\/calendar\/lessons\/([A-Za-z0-9_-]{1,64})\.ics$/;

export const lessonCalendarPath = (eventId: number) => `${LESSON_CALENDAR_PREFIX}${toGlobalId('LessonBooking', eventId)}.ics`;

/**
 * A zone's VTIMEZONE block, its rules (Europe/Lisbon: WET in winter, WEST from the last Sunday of
 * March to the last Sunday of October) from timezones-ical-library, which follows the IANA
 * database; null for a zone it does not know.
 */
function vtimezone(zone: string): string | null {
  const [block] = tzlib_get_ical_block(zone);
  return block ? block : null;
}

/** The .ics text of a booking. */
export function lessonCalendar(booking: LessonBookingParent, siteUrl: string): string {
  const { event, enrolment } = booking;
  const calendar = new ICalCalendar({ name: 'Estância', prodId: { company: 'Estância', product: 'Aulas', language: 'PT' } });
  calendar.timezone({ name: RESORT_TIME_ZONE, generator: vtimezone });
  calendar.createEvent({
    id: `aula-${event.id}@estancia`,
    // Wall-clock times in Lisbon: the file says 10:00 Europe/Lisbon, not an instant in UTC.
    start: new TZDate(startOf(event).getTime(), RESORT_TIME_ZONE),
    end: new TZDate(endOf(event).getTime(), RESORT_TIME_ZONE),
    timezone: RESORT_TIME_ZONE,
    summary: `${event.info.name} — ${event.info.instrutor.name}`,
    location: event.info.detail.location || null,
    description: [
      `${enrolment.name} (${enrolment.numero_alunos})`,
      `Código de compra: ${enrolment.codigo_compra}`,
    ].join('\n'),
    url: siteUrl,
  });
  return calendar.toString();
}

/** The handler of GET (and HEAD) /calendar/lessons/{id}.ics. */
function lessonCalendarHandler(deps: GatewayDeps): RouteHandler {
  return guarded(deps.logger, 'serving a lesson calendar failed', async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { error: 'method not allowed' }, { allow: 'GET, HEAD' });
    const match = PATH.exec((req.url ?? '/').split('?')[0] ?? '/');
    const parsed = match?.[1] ? fromGlobalId(match[1]) : null;
    const notFound = () => json(res, 404, { error: 'not found' });
    if (!parsed || parsed.type !== 'LessonBooking' || !/^\d{1,9}$/.test(parsed.key)) return notFound();
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const ctx = createContext(deps, { headers, remoteAddress: req.socket.remoteAddress ?? '', setCookie: () => undefined });
    const booking = ctx.session ? await bookingById(ctx, Number(parsed.key)) : null;
    if (!booking) return notFound();
    const body = lessonCalendar(booking, `${deps.config.PUBLIC_SITE_URL.replace(/\/$/, '')}/agendar/aula/${booking.enrolment.id_encomenda ?? ''}`);
    res.writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="aula-${booking.event.id}.ics"`,
      // Private: it names the student.
      'cache-control': 'private, no-store',
      'content-length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** The lesson calendar's route, mounted by the server beside /graphql. */
export const lessonCalendarRoute: HttpRoute = {
  matches: (path) => path.startsWith(LESSON_CALENDAR_PREFIX),
  handler: lessonCalendarHandler,
};
