import type { HoursTexts } from '../core/hours/format';

/**
 * The hours widget's texts per language. `{time}` is replaced by a formatted time, `{zone}` by the store's time-zone
 * name. openUntil, closeAt, opensAt and midnight are the spec's templates (§3) and can be overridden in config.
 */
export interface HoursStrings extends HoursTexts {
  /** The table's caption. */
  caption: string;
  /** Visually hidden after today's day name: '(today)'. */
  today: string;
  /** The marker of a day with special (holiday) hours. */
  holiday: string;
  /** Shown when the visitor's clock differs from the store's: 'Times are in the store’s time zone: {zone}'. */
  zoneNote: string;
}

export const hoursStrings: Record<'en' | 'fr' | 'it' | 'de' | 'es' | 'nl' | 'ja', HoursStrings> = {
  en: {
    caption: 'Opening hours',
    openUntil: 'Open until {time}',
    closeAt: 'Closed at {time}',
    opensAt: 'Opens at {time}',
    midnight: 'Open until midnight',
    allDay: 'Open 24 hours',
    closed: 'Closed',
    today: '(today)',
    holiday: 'Holiday hours',
    zoneNote: 'Times are in the store’s time zone: {zone}',
  },
  fr: {
    caption: 'Horaires d’ouverture',
    openUntil: 'Ouvert jusqu’à {time}',
    closeAt: 'Fermé depuis {time}',
    opensAt: 'Ouvre à {time}',
    midnight: 'Ouvert jusqu’à minuit',
    allDay: 'Ouvert 24 h/24',
    closed: 'Fermé',
    today: '(aujourd’hui)',
    holiday: 'Horaires de jour férié',
    zoneNote: 'Heures indiquées dans le fuseau horaire du magasin : {zone}',
  },
  it: {
    caption: 'Orari di apertura',
    openUntil: 'Aperto fino alle {time}',
    closeAt: 'Chiuso dalle {time}',
    opensAt: 'Apre alle {time}',
    midnight: 'Aperto fino a mezzanotte',
    allDay: 'Aperto 24 ore su 24',
    closed: 'Chiuso',
    today: '(oggi)',
    holiday: 'Orario festivo',
    zoneNote: 'Orari nel fuso orario del negozio: {zone}',
  },
  de: {
    caption: 'Öffnungszeiten',
    openUntil: 'Geöffnet bis {time}',
    closeAt: 'Geschlossen seit {time}',
    opensAt: 'Öffnet um {time}',
    midnight: 'Geöffnet bis Mitternacht',
    allDay: '24 Stunden geöffnet',
    closed: 'Geschlossen',
    today: '(heute)',
    holiday: 'Feiertagsöffnungszeiten',
    zoneNote: 'Zeiten in der Zeitzone des Geschäfts: {zone}',
  },
  es: {
    caption: 'Horario de apertura',
    openUntil: 'Abierto hasta las {time}',
    closeAt: 'Cerrado desde las {time}',
    opensAt: 'Abre a las {time}',
    midnight: 'Abierto hasta medianoche',
    allDay: 'Abierto 24 horas',
    closed: 'Cerrado',
    today: '(hoy)',
    holiday: 'Horario festivo',
    zoneNote: 'Horas en la zona horaria de la tienda: {zone}',
  },
  nl: {
    caption: 'Openingstijden',
    openUntil: 'Open tot {time}',
    closeAt: 'Gesloten sinds {time}',
    opensAt: 'Opent om {time}',
    midnight: 'Open tot middernacht',
    allDay: '24 uur per dag open',
    closed: 'Gesloten',
    today: '(vandaag)',
    holiday: 'Feestdagopeningstijden',
    zoneNote: 'Tijden in de tijdzone van de winkel: {zone}',
  },
  ja: {
    caption: '営業時間',
    openUntil: '{time}まで営業中',
    closeAt: '{time}に営業終了',
    opensAt: '{time}に開店',
    midnight: '深夜0時まで営業中',
    allDay: '24時間営業',
    closed: '休業',
    today: '（本日）',
    holiday: '祝日営業時間',
    zoneNote: '時刻は店舗のタイムゾーン（{zone}）で表示しています',
  },
};
