% A quote after a blank whose text does not close on its line: Octave's transpose (the file is
% read as Octave's).
b = a ';
