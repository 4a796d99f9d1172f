// `/privacy` (spec public §1, §9): the data-protection notice (Reg. UE 2016/679, GDPR), with the answer
// time to rights requests (1 month, extendable to 3) and CVs kept up to 3 years.
import { Link } from 'react-router-dom';
import { TextPage, TextSection } from '../information/TextPage';
import { LEGAL } from './legal-details';

export function PrivacyPage() {
  return (
    <TextPage title="Informativa sulla privacy" titleId="pub-privacy-title" updated={LEGAL.updated}>
      <p>
        Questa informativa spiega, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR) e del
        D.lgs. 196/2003, come trattiamo i dati personali di chi usa Ricordo.
      </p>
      <TextSection title="1. Titolare del trattamento">
        <p>
          Il titolare è {LEGAL.controller}, partita IVA {LEGAL.vatNumber}, con sede in{' '}
          {LEGAL.registeredOffice}. Per ogni domanda sulla privacy puoi scrivere a {LEGAL.email} o usare la
          pagina <Link to="/contact">Contatti</Link>.
        </p>
      </TextSection>
      <TextSection title="2. Quali dati trattiamo">
        <ul>
          <li>
            <strong>Dati dell&apos;account</strong>: nome, cognome, username, email, telefono, preferenza di
            contatto, zone di interesse per le notifiche; per gli acquisti anche codice fiscale e indirizzi di
            spedizione e fatturazione.
          </li>
          <li>
            <strong>Dati delle pagine commemorative</strong>: dati della persona defunta (nome, date, luogo di
            sepoltura, fotografie, biografia) inseriti da chi attiva la pagina.
          </li>
          <li>
            <strong>Dediche e condoglianze</strong>: testo, firma, fotografie o video, nome e contatto di chi
            le lascia.
          </li>
          <li>
            <strong>Messaggi</strong> inviati dal modulo contatti: nome, cognome, email, oggetto e testo.
          </li>
          <li>
            <strong>Candidature</strong> (curriculum vitae) inviate spontaneamente.
          </li>
          <li>
            <strong>Dati tecnici</strong>: indirizzo IP e dati di navigazione necessari al funzionamento e
            alla sicurezza del sito.
          </li>
          <li>
            <strong>Pagamenti</strong>: esito e riferimenti del pagamento; i dati della carta sono trattati
            solo dal fornitore di pagamento.
          </li>
        </ul>
      </TextSection>
      <TextSection title="3. Perché li trattiamo e su quale base giuridica">
        <ul>
          <li>
            Fornire il servizio (account, pagine, dediche, libro delle condoglianze, ordini e consegne):
            esecuzione del contratto o di misure precontrattuali (art. 6.1.b GDPR).
          </li>
          <li>
            Rispondere ai messaggi e alle richieste di assistenza: esecuzione di misure precontrattuali
            richieste dall&apos;interessato e nostro legittimo interesse a rispondere (art. 6.1.b e 6.1.f).
          </li>
          <li>
            Inviare le notifiche sui necrologi della zona scelta: consenso, revocabile in ogni momento dal
            pannello o dal link presente in ogni messaggio (art. 6.1.a).
          </li>
          <li>Adempiere a obblighi fiscali e contabili: obbligo di legge (art. 6.1.c).</li>
          <li>
            Proteggere il sito da abusi (verifica anti-spam, limiti ai tentativi), difendere i nostri diritti:
            legittimo interesse (art. 6.1.f).
          </li>
          <li>
            Valutare le candidature ricevute: misure precontrattuali richieste dal candidato (art. 6.1.b).
          </li>
        </ul>
      </TextSection>
      <TextSection title="4. Per quanto tempo li conserviamo">
        <ul>
          <li>
            Dati dell&apos;account: finché l&apos;account è attivo; poi vengono cancellati o resi anonimi.
          </li>
          <li>
            Pagine commemorative, dediche e condoglianze: finché la pagina è attiva o fino alla richiesta di
            rimozione di chi ne ha titolo.
          </li>
          <li>Dati degli ordini e delle fatture: 10 anni, come richiesto dalla normativa fiscale.</li>
          <li>Messaggi del modulo contatti: il tempo necessario a rispondere e, al massimo, 2 anni.</li>
          <li>Curriculum vitae: fino a 3 anni dal ricevimento.</li>
          <li>Dati tecnici di sicurezza: pochi giorni, salvo necessità di accertare un abuso.</li>
        </ul>
      </TextSection>
      <TextSection title="5. A chi li comunichiamo">
        <p>
          I dati sono trattati da personale autorizzato e da fornitori che ci aiutano a erogare il servizio
          (hosting, invio di email, WhatsApp e SMS, pagamenti, spedizioni, consegna dei fiori), nominati
          responsabili del trattamento. Le pagine commemorative, le dediche approvate e le condoglianze sono
          pubbliche per loro natura. Non vendiamo i dati a nessuno. Se un fornitore tratta dati fuori dallo
          Spazio economico europeo, lo fa con le garanzie previste dagli articoli 44 e seguenti del GDPR.
        </p>
      </TextSection>
      <TextSection title="6. Cookie">
        <p>
          Ricordo usa solo cookie tecnici, necessari a mantenere la sessione di accesso, a proteggere i moduli
          e a ricordare le tue preferenze. Non usiamo cookie di profilazione né strumenti di tracciamento di
          terze parti; per questo non serve il consenso. La verifica anti-spam del modulo contatti è eseguita
          dal tuo browser e dai nostri server, senza servizi esterni.
        </p>
      </TextSection>
      <TextSection title="7. I tuoi diritti">
        <p>
          Puoi chiedere l&apos;accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del
          trattamento, la portabilità, e opporti al trattamento basato sul legittimo interesse; puoi revocare
          il consenso in ogni momento, senza effetto sui trattamenti già svolti. Scrivi a {LEGAL.email}: ti
          rispondiamo entro 1 mese dalla richiesta, prorogabile fino a 3 mesi se la richiesta è complessa o se
          ne riceviamo molte, e in tal caso ti avvisiamo entro il primo mese.
        </p>
        <p>
          Hai anche il diritto di proporre reclamo al Garante per la protezione dei dati personali
          (www.garanteprivacy.it).
        </p>
      </TextSection>
      <TextSection title="8. Dati di persone defunte">
        <p>
          Per i dati delle persone defunte, i diritti possono essere esercitati da chi ha un interesse proprio
          o agisce a tutela della persona o per ragioni familiari meritevoli di protezione (art. 2-terdecies
          del D.lgs. 196/2003).
        </p>
      </TextSection>
      <TextSection title="9. Conferimento dei dati">
        <p>
          I dati indicati come obbligatori nei moduli servono a fornire il servizio richiesto: senza di essi
          non possiamo, per esempio, creare l&apos;account, evadere un ordine o risponderti.
        </p>
      </TextSection>
    </TextPage>
  );
}
