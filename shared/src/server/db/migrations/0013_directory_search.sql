-- Reserved: this migration is written with its feature.
SELECT 1;
