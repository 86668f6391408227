function demo
% In MATLAB `do` is a name: a nested function called with its parenthesis attached (vlfeat's
% vl_demo_kdtree). The file stays MATLAB: Octave's `do` never takes a parenthesis.
  figure(1) ; clf ; do('thresholdmethod', 'mean') ;
  do('thresholdmethod', 'median') ;

  function do(varargin)
    disp(varargin{1}) ;
  end
end
