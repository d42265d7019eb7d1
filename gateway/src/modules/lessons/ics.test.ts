import type { LessonEvent } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { lessonCalendar, lessonCalendarPath } from './ics.ts';

const event = (start: string, end: string): LessonEvent => ({
  id: 42,
  info: {
    name: 'Aula de snowboard',
    companycode: 'estancia',
    tipo_aula: 2,
    detail: { start, end, calendarId: '0', category: 'time', location: 'Snowpark — Pista Verde', state: 'busy', isAllDay: false, isReadOnly: true, raw: { class: 'private' } },
    instrutor: { id: 3, name: 'Tiago Neves' },
    inscritos: [],
  },
});
const enrolment = {
  id: 1, name: 'Marta', age: null, email: 'marta@example.pt', telefone: '', tipo: 'aluno', numero_alunos: 2, id_encomenda: 7, id_timestamp: null,
  codigo_compra: 'K7QX-M4TD', identification_type: '', identification_number: '', id_aula_dentro_encomenda: 1, aux_qrcode: '', classe_level: 'iniciacao',
};

describe('the .ics file of a booked lesson (Europe/Lisbon)', () => {
  it('writes summer lessons at their Lisbon hour with the zone, not in UTC', () => {
    const text = lessonCalendar({ event: event('2026-07-01T10:00:00+01:00', '2026-07-01T11:00:00+01:00'), enrolment }, 'https://estancia.pt/agendar/aula/7');
    expect(text).toContain('DTSTART;TZID=Europe/Lisbon:20260701T100000');
    expect(text).toContain('DTEND;TZID=Europe/Lisbon:20260701T110000');
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Lisbon/);
    // The zone's rules travel with the file: WEST (+01:00) from the last Sunday of March, WET
    // (+00:00) from the last Sunday of October, so a calendar in another zone converts the hour.
    const zone = /BEGIN:VTIMEZONE\r\n[\s\S]*?END:VTIMEZONE/.exec(text)?.[0] ?? '';
    expect(zone).toMatch(/BEGIN:DAYLIGHT\r\n(?:[^\r]*\r\n)*?TZOFFSETTO:\+0100\r\n(?:[^\r]*\r\n)*?RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU/);
    expect(zone).toMatch(/BEGIN:STANDARD\r\n(?:[^\r]*\r\n)*?TZOFFSETTO:\+0000\r\n(?:[^\r]*\r\n)*?RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU/);
    expect(text).toContain('SUMMARY:Aula de snowboard — Tiago Neves');
    expect(text).toContain('K7QX-M4TD');
  });

  it('writes winter lessons the same way (WET, +00:00)', () => {
    const text = lessonCalendar({ event: event('2026-01-16T10:00:00+00:00', '2026-01-16T11:00:00+00:00'), enrolment }, 'https://estancia.pt/');
    expect(text).toContain('DTSTART;TZID=Europe/Lisbon:20260116T100000');
  });

  it('names the file by an opaque booking id', () => {
    expect(lessonCalendarPath(42)).toMatch(/^\/calendar\/lessons\/[A-Za-z0-9_-]+\.ics$/);
  });
});
