import {
  ANNOTATION_COLORS,
  ANNOTATION_LIMITS,
  ANNOTATION_SHAPE_TYPES,
  ANNOTATION_STAMPS,
  type AnnotationColor,
  type AnnotationLayerInput,
  type AnnotationShape,
} from '@tutor/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsNumber,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsWorkVersion } from '../../dto/version.decorator';

type ShapeType = AnnotationShape['type'];
const FINITE = { allowNaN: false, allowInfinity: false } as const;

const isType =
  (...types: ShapeType[]) =>
  (shape: AnnotationShapeDto): boolean =>
    types.includes(shape.type);

/**
 * One shape of a layer; which fields it needs depends on its type (pen and highlighter:
 * points and width; stamp: stamp, x, y, size; note: x, y, text). Others are ignored.
 */
export class AnnotationShapeDto {
  @IsIn(ANNOTATION_SHAPE_TYPES)
  @IsDefined()
  type!: ShapeType;

  @IsIn(ANNOTATION_COLORS)
  @IsDefined()
  color!: AnnotationColor;

  /** x0, y0, x1, y1, …, each 0..1 of the page. */
  @ValidateIf(isType('pen', 'highlighter'))
  @Max(1, { each: true })
  @Min(0, { each: true })
  @IsNumber(FINITE, { each: true })
  @ArrayMaxSize(ANNOTATION_LIMITS.pointsPerStroke * 2)
  @ArrayMinSize(2)
  @IsArray()
  @IsDefined()
  points?: number[];

  @ValidateIf(isType('pen', 'highlighter'))
  @Max(ANNOTATION_LIMITS.widthMax)
  @Min(ANNOTATION_LIMITS.widthMin)
  @IsNumber(FINITE)
  @IsDefined()
  width?: number;

  @ValidateIf(isType('stamp'))
  @IsIn(ANNOTATION_STAMPS)
  @IsDefined()
  stamp?: (typeof ANNOTATION_STAMPS)[number];

  @ValidateIf(isType('stamp', 'note'))
  @Max(1)
  @Min(0)
  @IsNumber(FINITE)
  @IsDefined()
  x?: number;

  @ValidateIf(isType('stamp', 'note'))
  @Max(1)
  @Min(0)
  @IsNumber(FINITE)
  @IsDefined()
  y?: number;

  @ValidateIf(isType('stamp'))
  @Max(ANNOTATION_LIMITS.stampSizeMax)
  @Min(ANNOTATION_LIMITS.stampSizeMin)
  @IsNumber(FINITE)
  @IsDefined()
  size?: number;

  @ValidateIf(isType('note'))
  @MaxLength(ANNOTATION_LIMITS.noteMax)
  @MinLength(1)
  @IsString()
  @IsDefined()
  text?: string;
}

/** PUT /api/works/:workId/annotations/:fileId/pages/:page: the whole page's marks. */
export class AnnotationLayerDto implements Omit<AnnotationLayerInput, 'shapes'> {
  @IsWorkVersion()
  version!: number;

  @ValidateNested({ each: true })
  @Type(() => AnnotationShapeDto)
  @ArrayMaxSize(ANNOTATION_LIMITS.shapesPerPage)
  @IsArray()
  @IsDefined()
  shapes!: AnnotationShapeDto[];
}
