// React + react-dom alone: the floor of any React widget, measured beside the shipped bundles.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';

globalThis.__reactFloor = { React, ReactDOMClient };
