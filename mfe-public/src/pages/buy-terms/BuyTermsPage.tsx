// `/buy-terms` (spec public §1, §2, §9): the sales conditions, with the 14-day withdrawal right, the refund
// within 14 days and the notice within 30 days when a product is not available.
import { Link } from 'react-router-dom';
import { SupportHours } from '../../common/SupportHours';
import { TextPage, TextSection } from '../information/TextPage';
import { LEGAL } from '../privacy/legal-details';

export function BuyTermsPage() {
  return (
    <TextPage title="Condizioni di vendita" titleId="pub-buy-terms-title" updated={LEGAL.updated}>
      <TextSection title="1. Venditore">
        <p>
          I prodotti sono venduti da {LEGAL.controller}, partita IVA {LEGAL.vatNumber}, con sede in{' '}
          {LEGAL.registeredOffice}, email {LEGAL.email}.
        </p>
      </TextSection>
      <TextSection title="2. Prodotti e prezzi">
        <p>
          I prodotti sono la lapide digitale con targa QR (spedizione compresa), il servizio memorial annuale,
          le dediche (cero, fiori virtuali, foto, video) e la consegna di fiori reali. Descrizioni e prezzi,
          in euro e comprensivi di IVA, sono indicati nella pagina{' '}
          <Link to="/pricing">Prodotti e prezzi</Link> e nel modulo d&apos;ordine, dove il totale è sempre
          mostrato prima del pagamento.
        </p>
      </TextSection>
      <TextSection title="3. Ordine e pagamento">
        <p>
          Il contratto si conclude quando il pagamento, con carta o portafoglio elettronico tramite il
          fornitore di pagamento indicato nel modulo, va a buon fine. Ricevi una conferma dell&apos;ordine
          all&apos;indirizzo email o al numero indicati. Ricordo non conosce né conserva i dati della tua
          carta.
        </p>
      </TextSection>
      <TextSection title="4. Consegna e attivazione">
        <ul>
          <li>La targa QR viene spedita all&apos;indirizzo indicato nell&apos;ordine.</li>
          <li>
            Il servizio memorial dura un anno dall&apos;attivazione; se la pagina ha già un memorial attivo,
            viene prolungato di un anno.
          </li>
          <li>
            Le dediche sono pubblicate dopo l&apos;approvazione di chi gestisce la pagina; se non vengono
            approvate, sono pubblicate in forma anonima, senza testo né immagini.
          </li>
        </ul>
      </TextSection>
      <TextSection title="5. Prodotto non disponibile">
        <p>
          Se un prodotto ordinato non è disponibile, ti avvisiamo entro 30 giorni dal giorno successivo
          all&apos;ordine e ti rimborsiamo senza ritardo quanto hai pagato.
        </p>
      </TextSection>
      <TextSection title="6. Diritto di recesso">
        <p>
          Se sei un consumatore, puoi recedere dal contratto senza indicarne il motivo entro 14 giorni: dal
          giorno in cui ricevi la targa, per i prodotti spediti, o dalla conclusione del contratto, per i
          servizi digitali. Per farlo basta una comunicazione chiara, per email a {LEGAL.email} o dalla pagina{' '}
          <Link to="/contact">Contatti</Link>, con il numero d&apos;ordine.
        </p>
        <p>
          Ti rimborsiamo entro 14 giorni dal giorno in cui riceviamo la tua comunicazione di recesso, con lo
          stesso mezzo di pagamento che hai usato. Per i prodotti spediti possiamo attendere di ricevere
          indietro la targa; le spese di restituzione sono a tuo carico.
        </p>
        <p>
          Per i servizi digitali che chiedi di eseguire subito (per esempio una dedica pubblicata o un
          memorial attivato prima della fine dei 14 giorni), il diritto di recesso si perde quando il servizio
          è stato interamente prestato con il tuo accordo espresso; i fiori reali, deperibili e preparati su
          richiesta, sono esclusi dal recesso, come previsto dal Codice del consumo.
        </p>
      </TextSection>
      <TextSection title="7. Garanzia e assistenza">
        <p>
          Per i prodotti difettosi vale la garanzia legale di conformità prevista dal Codice del consumo. Per
          qualsiasi problema con un ordine scrivici dalla pagina <Link to="/contact">Contatti</Link>.
        </p>
        <SupportHours />
      </TextSection>
      <TextSection title="8. Legge applicabile e controversie">
        <p>
          Il contratto è regolato dalla legge italiana. Per le controversie con un consumatore è competente il
          foro del suo luogo di residenza o domicilio; restano salve le procedure di risoluzione alternativa
          previste dalla legge.
        </p>
      </TextSection>
    </TextPage>
  );
}
