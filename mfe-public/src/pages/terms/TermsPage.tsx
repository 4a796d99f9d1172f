// `/terms` (spec public §1, §2): the terms of use of the site.
import { Link } from 'react-router-dom';
import { TextPage, TextSection } from '../information/TextPage';
import { LEGAL } from '../privacy/legal-details';

export function TermsPage() {
  return (
    <TextPage title="Termini e condizioni d'uso" titleId="pub-terms-title" updated={LEGAL.updated}>
      <TextSection title="1. Chi siamo">
        <p>
          Il sito e il servizio Ricordo sono gestiti da {LEGAL.controller}, partita IVA {LEGAL.vatNumber}, con
          sede in {LEGAL.registeredOffice}, contattabile all&apos;indirizzo {LEGAL.email} o tramite la pagina{' '}
          <Link to="/contact">Contatti</Link>.
        </p>
      </TextSection>
      <TextSection title="2. Il servizio">
        <p>
          Ricordo permette di creare e consultare pagine commemorative di persone defunte (lapidi digitali),
          raggiungibili anche tramite una targa con codice QR, di lasciare dediche e condoglianze e di
          acquistare i prodotti descritti nella pagina <Link to="/pricing">Prodotti e prezzi</Link>. Gli
          acquisti sono regolati dalle <Link to="/buy-terms">condizioni di vendita</Link>.
        </p>
      </TextSection>
      <TextSection title="3. Account">
        <ul>
          <li>
            Per attivare una pagina o gestirla occorre un account personale, con dati veritieri e aggiornati.
          </li>
          <li>
            Le credenziali sono personali: sei responsabile della loro custodia e di quanto avviene con il tuo
            account. Se sospetti un uso non autorizzato, cambia la password e scrivici.
          </li>
          <li>Puoi chiedere in ogni momento la chiusura dell&apos;account scrivendoci.</li>
        </ul>
      </TextSection>
      <TextSection title="4. Pagine commemorative e contenuti">
        <ul>
          <li>
            Chi attiva una pagina dichiara di averne titolo (per esempio in quanto familiare o su incarico
            della famiglia) e di avere il diritto di pubblicare fotografie, video e testi che carica.
          </li>
          <li>
            Chi gestisce la pagina approva o rifiuta le dediche dei visitatori. Una dedica non approvata è
            pubblicata in forma anonima, senza testo né immagini: un cero o dei fiori restano tali, una foto o
            un video diventano fiori virtuali.
          </li>
          <li>
            I contenuti restano di chi li ha pubblicati, che concede a Ricordo il diritto di mostrarli sul
            sito per il tempo in cui la pagina è attiva.
          </li>
        </ul>
      </TextSection>
      <TextSection title="5. Comportamenti non consentiti">
        <p>
          Su Ricordo si entra in punta di piedi. Non sono ammessi contenuti offensivi, diffamatori,
          discriminatori, osceni, pubblicitari o lesivi dei diritti altrui, né l&apos;uso del sito per inviare
          messaggi indesiderati o per raccogliere dati di altri utenti. Possiamo rimuovere i contenuti che
          violano queste regole e sospendere gli account responsabili, anche su segnalazione.
        </p>
      </TextSection>
      <TextSection title="6. Segnalazioni">
        <p>
          Se ritieni che un contenuto sia inappropriato o violi i tuoi diritti, scrivici dalla pagina{' '}
          <Link to="/contact">Contatti</Link> indicando la pagina interessata: verificheremo con attenzione e
          rapidità.
        </p>
      </TextSection>
      <TextSection title="7. Disponibilità e responsabilità">
        <p>
          Facciamo il possibile perché il sito sia sempre raggiungibile e i contenuti conservati con cura, ma
          possono verificarsi interruzioni per manutenzione o cause non dipendenti da noi. Nei limiti
          consentiti dalla legge, Ricordo non risponde dei contenuti pubblicati dagli utenti.
        </p>
      </TextSection>
      <TextSection title="8. Dati personali">
        <p>
          I dati personali sono trattati secondo l&apos;<Link to="/privacy">informativa sulla privacy</Link>.
        </p>
      </TextSection>
      <TextSection title="9. Modifiche e legge applicabile">
        <p>
          Possiamo aggiornare questi termini; la data dell&apos;ultima modifica è indicata in alto e le
          modifiche rilevanti vengono comunicate agli utenti registrati. I termini sono regolati dalla legge
          italiana. Per i consumatori resta competente il foro del luogo di residenza o domicilio.
        </p>
      </TextSection>
    </TextPage>
  );
}
