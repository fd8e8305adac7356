-- One database per service: no service can read another's tables.
CREATE DATABASE identity;
CREATE DATABASE account;
CREATE DATABASE symptoms;
CREATE DATABASE pro;
CREATE DATABASE sharing;
