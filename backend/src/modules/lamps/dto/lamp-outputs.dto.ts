import { ApiProperty } from '@nestjs/swagger';

/** A subscriber (abbonato) as the lamp panel shows it (spec panels §3). */
export class SubscriberDto {
  @ApiProperty() idAbbonato: number;
  @ApiProperty() nome: string;
  @ApiProperty() cognome: string;
  @ApiProperty() codiceFiscale: string;
  @ApiProperty() indirizzo: string;
  @ApiProperty() sdi: string;
  @ApiProperty() telefono: string;
  @ApiProperty() mail: string;
  @ApiProperty() mailPec: string;
}

/** A lamp (spec panels §3 "Lamp") with what the table and the popup show beside the spec's fields. */
export class LampDto {
  @ApiProperty() serialeLampada: string;
  @ApiProperty() idDefunto: number;
  @ApiProperty() nomeDefunto: string;
  @ApiProperty() cognomeDefunto: string;
  @ApiProperty({ type: Number, nullable: true }) idAbbonato: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Subscriber "Nome Cognome"' })
  abbonato: string | null;
  @ApiProperty() idGestore: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Last check-in, unix seconds' })
  dataUltimoControllo: number | null;
  @ApiProperty() secondiProssimaConnessione: number;
  @ApiProperty() secondiFunzionamentoSenzaConnessione: number;
  @ApiProperty({ description: 'Mode set by the manager: 1 Sempre Accesa, 2 Effetto Fiamma, 3 Evanescenza' })
  statoLampadaImpostato: number;
  @ApiProperty({
    description: "1 'Accesa', 0 'Spenta', above 1 'In anomalia' (a missed window counts as 2)",
  })
  statoLampadaEffettivo: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Mode the lamp last reported running' })
  statoLampadaApplicato: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '0-100' }) livelloBatteria: number | null;
  @ApiProperty({ type: String, nullable: true }) firmware: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Last paid day YYYY-MM-DD, null if never paid' })
  dataTermineAccensione: string | null;
  @ApiProperty({ description: 'A paid period is running now' }) attiva: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "'Canone annuo' in cents; null: a renewal costs the last payment's amount",
  })
  canoneAnnuoCentesimi: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "A candle's flame effect until (unix seconds)" })
  effettoFiammaFino: number | null;
  @ApiProperty({ description: "A change not yet confirmed by a check-in: 'in attesa'" }) inAttesa: boolean;
  @ApiProperty({ description: "'In anomalia'" }) anomalia: boolean;
  @ApiProperty({ type: String, nullable: true, enum: ['missed', 'fault'] }) motivoAnomalia:
    'missed' | 'fault' | null;
  @ApiProperty({ type: String, nullable: true, description: 'Fault code the lamp reported' })
  guasto: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Anomaly since, unix seconds' })
  anomaliaDal: number | null;
  @ApiProperty({ description: 'Desired-state version' }) versione: number;
  @ApiProperty({ description: 'Desired-state version the lamp confirmed' }) versioneApplicata: number;
  @ApiProperty({ type: Number, nullable: true, description: "Sequence of the lamp's latest check-in" })
  ultimaSequenza: number | null;
}

export class LampListDto {
  @ApiProperty({ type: [LampDto] }) lampade: LampDto[];
  @ApiProperty({ description: 'Lamps matching the filters' }) total: number;
  @ApiProperty({ type: Number, nullable: true }) nextPage: number | null;
  @ApiProperty({ description: "All the manager's lamps 'In anomalia'" }) anomalie: number;
}

/** GET lampadaData/{id} (spec public §7: data.result, data.lampadaData) */
export class LampDataDto {
  @ApiProperty({ enum: ['success'] }) result: 'success';
  @ApiProperty({ type: LampDto }) lampadaData: LampDto;
}

export class LampCreatedDto {
  @ApiProperty({ type: LampDto }) lampada: LampDto;
  @ApiProperty({ description: "The lamp's MQTT password: shown this once, only its hash is kept" })
  password: string;
  @ApiProperty({ description: 'Topic the lamp publishes its check-ins on' }) topicCheckin: string;
  @ApiProperty({ description: 'Retained topic the lamp reads its desired state from' }) topicDesired: string;
}

/** A lamp payment (spec panels §3 "Lamp payment"). */
export class LampPaymentDto {
  @ApiProperty() idPagamento: number;
  @ApiProperty() protocolloServizio: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) dataPagamento: string;
  @ApiProperty({ description: 'Last paid day YYYY-MM-DD' }) dataTermine: string;
  @ApiProperty() tipo: string;
  @ApiProperty({ description: 'Amount in cents' }) importoCentesimi: number;
  @ApiProperty({ type: Number, nullable: true }) idAbbonato: number | null;
  @ApiProperty({ description: 'Receipt PDF for the manager (GET)' }) ricevuta: string;
}

export class LampPaymentsDto {
  @ApiProperty({ type: [LampPaymentDto] }) pagamenti: LampPaymentDto[];
}

export class LampPaymentCreatedDto {
  @ApiProperty({ type: LampPaymentDto }) pagamento: LampPaymentDto;
  @ApiProperty({ type: LampDto }) lampada: LampDto;
  @ApiProperty({ description: 'false when the same payment had been recorded already' }) created: boolean;
}

/** A connected lamp (idProduzione, lampadaAbilitataDaGestore). */
export class LampUnitDto {
  @ApiProperty() idProduzione: string;
  @ApiProperty({ enum: [0, 1] }) lampadaAbilitataDaGestore: number;
  @ApiProperty({ description: 'Last reported, unix seconds' }) ultimoRilevamento: number;
}

export class LampUnitsDto {
  @ApiProperty({ enum: ['success'] }) result: 'success';
  @ApiProperty({ type: [LampUnitDto] }) lampadeCollegate: LampUnitDto[];
}

export class DeceasedHitDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ type: String, nullable: true }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true }) dateOfDeath: string | null;
  @ApiProperty({ type: String, nullable: true }) graveyardName: string | null;
  @ApiProperty({ type: String, nullable: true }) graveLocation: string | null;
  @ApiProperty({ description: 'Already has a lamp (one per deceased)' }) hasLamp: boolean;
}

export class DeceasedHitsDto {
  @ApiProperty({ type: [DeceasedHitDto] }) defunti: DeceasedHitDto[];
}

export class SubscriberHitsDto {
  @ApiProperty({ type: [SubscriberDto] }) abbonati: SubscriberDto[];
}

export class SubscriberCreatedDto {
  @ApiProperty({ type: SubscriberDto }) abbonato: SubscriberDto;
}

/** deceasedData.lamp: what the memorial page's icon needs (spec public §4). */
export class LampPublicDto {
  @ApiProperty({ description: "1 on, 0 off, above 1 'In anomalia'" }) effectiveState: number;
  @ApiProperty({ description: 'Mode the lamp runs (confirmed by its check-in): 1, 2 flame, 3 fading' })
  setState: number;
  @ApiProperty({ description: 'The lamp manager (only they open the lamp popup)' }) idGestore: number;
}
