import { ApiProperty } from '@nestjs/swagger';

export class ProductPriceDto {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: Number, nullable: true, description: "Euro cents; null = 'Variabile'" })
  price: number | null;
}

export class ProductListDto {
  @ApiProperty({ type: [ProductPriceDto] }) products: ProductPriceDto[];
}

export class ProductPricesDataDto {
  @ApiProperty({ type: ProductListDto }) data: ProductListDto;
}

export class ProductDetailsDto {
  @ApiProperty({ type: Number, nullable: true, description: "Euro cents; null = 'Variabile'" })
  price: number | null;
  @ApiProperty() key: string;
  @ApiProperty() name: string;
}

export class ProductPriceDataDto {
  @ApiProperty({ type: ProductDetailsDto }) product_details: ProductDetailsDto;
}

export class AphorismDto {
  @ApiProperty() ID: number;
  @ApiProperty() text: string;
  @ApiProperty({ type: String, nullable: true }) author: string | null;
}

export class AphorismListDto {
  @ApiProperty({ type: [AphorismDto] }) aphorisms: AphorismDto[];
}

/** spec public §7 getAphorism reads `data.data.aphorisms`. */
export class AphorismsDataDto {
  @ApiProperty({ type: AphorismListDto }) data: AphorismListDto;
}

/** An ALTCHA challenge (altcha-lib createChallenge). */
export class CaptchaChallengeDto {
  @ApiProperty({ enum: ['SHA-256'] }) algorithm: string;
  @ApiProperty() challenge: string;
  @ApiProperty() maxnumber: number;
  @ApiProperty({ description: "Carries '?expires=<unix seconds>'" }) salt: string;
  @ApiProperty() signature: string;
}
