// `/how-it-works` (spec public §1, §2 "COME FUNZIONA"): QR plaque → memorial page → dedications approved by
// the owner → condolence book.
import { Link } from 'react-router-dom';
import { TextPage, TextSection } from '../information/TextPage';

export function HowItWorksPage() {
  return (
    <TextPage title="Come funziona" titleId="pub-how-title">
      <p>
        Bastano pochi passaggi per dare al ricordo del tuo caro un luogo sempre raggiungibile, al cimitero e
        ovunque tu sia.
      </p>
      <ol className="pub-steps">
        <li>
          <h2>1. La targa con il codice QR</h2>
          <p>
            Acquisti la <Link to="/buy-qrCode">targa digitale</Link>: te la spediamo a casa, pronta da
            applicare alla lapide. Se la targa ti è stata consegnata da un&apos;impresa funebre partner, puoi
            passare subito al punto successivo.
          </p>
        </li>
        <li>
          <h2>2. L&apos;attivazione della pagina</h2>
          <p>
            Con il codice della targa e il codice di verifica{' '}
            <Link to="/activate-qrCode">attivi la lapide digitale</Link>: inserisci nome, date, la fotografia
            della lapide, un aforisma e il luogo di sepoltura. L&apos;attivazione si completa quando confermi
            i dati tramite il link che ti inviamo per email o WhatsApp.
          </p>
        </li>
        <li>
          <h2>3. La pagina commemorativa</h2>
          <p>
            Chi inquadra il codice QR con lo smartphone, o cerca il nome su Ricordo, apre la pagina del
            defunto. Con il <Link to="/servizio-memorial">servizio memorial</Link> puoi aggiungere, per un
            anno rinnovabile, una biografia, fino a 10 fotografie e un video.
          </p>
        </li>
        <li>
          <h2>4. Le dediche, approvate da te</h2>
          <p>
            I visitatori possono lasciare un cero, dei fiori, una foto, un video o far consegnare fiori reali.
            Ogni dedica attende la tua approvazione: ricevi un messaggio e decidi tu. Se non la approvi, un
            cero o dei fiori vengono pubblicati in forma anonima, mentre una foto o un video vengono
            sostituiti da fiori virtuali, sempre senza testo.
          </p>
        </li>
        <li>
          <h2>5. Il libro delle condoglianze</h2>
          <p>
            Accanto alla pagina c&apos;è il libro delle condoglianze, dove amici e conoscenti lasciano un
            pensiero. Resta aperto per un anno dalla pubblicazione; per evitare abusi, chi scrive conferma la
            propria identità con il numero di telefono.
          </p>
        </li>
      </ol>
      <TextSection title="Hai bisogno di aiuto?">
        <p>
          Guarda la <Link to="/memorial?1000">pagina dimostrativa</Link> o <Link to="/contact">scrivici</Link>
          : ti rispondiamo il prima possibile.
        </p>
      </TextSection>
    </TextPage>
  );
}
