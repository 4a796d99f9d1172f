// Italian texts of #modify's manifesto block (spec panels §2 #modify, §3 "Manifesto config", §5, §8).
export const MODIFY_TEXTS = {
  manifestoBlock: 'Contatti manifesto e lapide',
  manifestoIntro:
    "L'e-mail e il numero WhatsApp stampati sui manifesti e mostrati sulle lapidi digitali per i contatti.",
  manifestoEmail: 'Email manifesto',
  manifestoWapp: 'Numero WhatsApp',
  wappHint: 'Senza prefisso il numero è considerato italiano (+39)',
  save: 'Salva',
  saved: 'Configurazione aggiornata con successo',
} as const;
