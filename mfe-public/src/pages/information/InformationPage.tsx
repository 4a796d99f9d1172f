// `/information` (spec public §1, §2 "COS'E'"): what Ricordo is and for whom.
import { Link } from 'react-router-dom';
import { TextPage, TextSection } from './TextPage';

export function InformationPage() {
  return (
    <TextPage title="Cos'è Ricordo" titleId="pub-information-title">
      <p>
        Ricordo è un servizio italiano di memoriali digitali. Una piccola targa con un codice QR, applicata
        alla lapide, apre con lo smartphone la pagina dedicata alla persona che non c&apos;è più: il suo nome,
        le date, una fotografia, un aforisma, il luogo di sepoltura e i pensieri di chi le ha voluto bene.
      </p>
      <TextSection title="Per chi è pensato">
        <ul>
          <li>
            <strong>Per le famiglie</strong>, che possono attivare la lapide digitale del proprio caro e, se
            lo desiderano, arricchirla con una biografia, fotografie e un video.
          </li>
          <li>
            <strong>Per chi visita</strong> il cimitero o la pagina da lontano: si può accendere un cero
            virtuale, lasciare fiori, una foto, un video o un messaggio, e firmare il libro delle
            condoglianze.
          </li>
          <li>
            <strong>Per le imprese funebri e i partner</strong>, che pubblicano necrologi e accompagnano le
            famiglie nell&apos;attivazione.
          </li>
        </ul>
      </TextSection>
      <TextSection title="Cosa trovi su Ricordo">
        <ul>
          <li>La ricerca dei defunti e dei necrologi per regione, provincia, comune e nome.</li>
          <li>La pagina commemorativa, con le dediche approvate dalla famiglia.</li>
          <li>Il libro delle condoglianze, aperto per un anno dalla pubblicazione.</li>
          <li>
            Il servizio memorial: per un anno, rinnovabile, fino a 10 fotografie, un video e una biografia.
          </li>
          <li>La consegna di fiori reali, quando la famiglia o un visitatore lo desidera.</li>
        </ul>
      </TextSection>
      <TextSection title="Rispetto e riservatezza">
        <p>
          Ogni dedica lasciata da un visitatore viene pubblicata solo dopo l&apos;approvazione di chi gestisce
          la pagina. Se la famiglia non la approva, il gesto resta, ma in forma anonima e senza testo né
          immagini. I dati personali sono trattati come descritto nell&apos;
          <Link to="/privacy">informativa sulla privacy</Link>.
        </p>
      </TextSection>
      <p>
        Vuoi vedere come appare una pagina? Apri la <Link to="/memorial?1000">pagina dimostrativa</Link>,
        leggi <Link to="/how-it-works">come funziona</Link> o consulta i <Link to="/pricing">prezzi</Link>.
      </p>
    </TextPage>
  );
}
